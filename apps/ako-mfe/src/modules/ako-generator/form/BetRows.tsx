import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AKO_LABELS, AKO_MAX_BETS, messages, type AkoBet } from '@backoffice/validation';
import { useFieldArray } from 'react-final-form-arrays';
import { FormField } from './FormField';

const emptyBet = (): AkoBet => ({ name: '', description: '', value: '' });

/** The repeating bet rows: 1 to 5, each with name, description and value. */
export function BetRows() {
  const { fields, meta } = useFieldArray('bets');
  const count = fields.length ?? 0;
  // "must contain minimum 1 items!" is a whole-list message; row messages live on the row fields.
  const listError = typeof meta.error === 'string' ? meta.error : undefined;
  const full = count >= AKO_MAX_BETS;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        Bets
      </Typography>
      <Stack spacing={2}>
        {fields.map((name, index) => (
          <Box
            key={name}
            role="group"
            aria-label={`Bet ${index + 1}`}
            sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' } }}
          >
            <FormField name={`${name}.name`} label={AKO_LABELS.betName} />
            <FormField name={`${name}.description`} label={AKO_LABELS.betDescription} />
            <FormField name={`${name}.value`} label={AKO_LABELS.betValue} decimalComma />
            <IconButton aria-label={`Remove bet ${index + 1}`} onClick={() => fields.remove(index)} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={() => fields.push(emptyBet())} disabled={full}>
          Add bet
        </Button>
        {full && <FormHelperText sx={{ m: 0 }}>{messages.maxItems(AKO_MAX_BETS)}</FormHelperText>}
      </Stack>
    </Box>
  );
}
