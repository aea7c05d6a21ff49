import Typography from '@mui/material/Typography';
import { Route, Routes } from 'react-router';

/** Exposed entry of the module: it owns every route below its prefix. */
export default function LandingBaseConfig() {
  return (
    <Routes>
      <Route
        index
        element={
          <Typography variant="h5" component="h1" sx={{ m: 2 }}>
            Landing Pages Base Config
          </Typography>
        }
      />
    </Routes>
  );
}
