import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface LiveListBarProps {
  added: number;
  removed: number;
  onShow: () => void;
}

/** "3 new — Show": what others added or removed, held back so rows do not move under the pointer. */
export function LiveListBar({ added, removed, onShow }: LiveListBarProps) {
  if (added === 0 && removed === 0) return null;
  const text = [added > 0 && `${added} new`, removed > 0 && `${removed} removed`].filter(Boolean).join(', ');
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mx: 2, mb: 1, py: 0 }}
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          Show
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
