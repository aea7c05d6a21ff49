import Button from '@mui/material/Button';
import { ConfirmDialog, confirmText } from '@backoffice/ui/confirm-dialog';
import type { AkoCouponInput } from '@backoffice/validation';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { hasData } from './form-values';

/** Clears the form; asks first when there is something to lose. */
export function ClearFormButton({ onClear }: { onClear: () => void }) {
  const form = useForm<AkoCouponInput>();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={() => (hasData(form.getState().values) ? setAsking(true) : onClear())}>
        Clear form
      </Button>
      <ConfirmDialog
        open={asking}
        title="Clear form"
        text={confirmText('clear', 'form')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
      />
    </>
  );
}
