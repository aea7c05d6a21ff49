import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** An enrolment form's buttons, right-aligned: Cancel (where the form can be left) and its submit. */
export function EnrolButtons({ busy, onCancel, submitLabel }: { busy: boolean; onCancel?: () => void; submitLabel: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
