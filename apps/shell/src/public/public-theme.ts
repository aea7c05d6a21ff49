import { createTheme } from '@mui/material/styles';

// The same look as @backoffice/ui's adminTheme. Duplicated on purpose: the ui barrel is one shared module with
// React Query and every building block inside, far over the login route's download budget.
export const publicTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8' },
    secondary: { main: '#5c6b7a' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});
