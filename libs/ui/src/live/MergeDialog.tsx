import { useContext, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FieldLabelContext } from '@backoffice/auth';
import { fieldLabel, valueText } from '../history/HistoryChanges';
import type { MergeField } from './merge-fields';

export type MergeChoice = 'mine' | 'theirs';

export interface MergeDialogProps {
  open: boolean;
  /** Who saved the other version ("Ada Admin"). */
  by: string;
  fields: readonly MergeField[];
  onApply: (choices: ReadonlyMap<string, MergeChoice>) => void;
  onCancel: () => void;
}

/** Per field: keep mine or take theirs; then the form continues on their version (Save then succeeds). */
export function MergeDialog({ open, by, fields, onApply, onCancel }: MergeDialogProps) {
  const [choices, setChoices] = useState<Map<string, MergeChoice>>(new Map());
  // The form's own labels (its schema's), so a field is named here as above it.
  const label = useContext(FieldLabelContext) ?? fieldLabel;
  const choiceOf = (field: MergeField): MergeChoice => choices.get(field.name) ?? (field.changedByMe ? 'mine' : 'theirs');
  const choose = (name: string, choice: MergeChoice) => setChoices((current) => new Map(current).set(name, choice));
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="merge-title">
      <DialogTitle id="merge-title">Changes by {by}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {fields.length === 0
            ? 'Their version has the same values as your form.'
            : 'Choose for each field which value to keep. The form then continues on their version, and Save keeps your choices.'}
        </DialogContentText>
        {fields.length > 0 && (
          <Table size="small" aria-label="Differences">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Yours</TableCell>
                <TableCell>Theirs</TableCell>
                <TableCell>Choice</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field.name}>
                  <TableCell>{label(field.name)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(field.mine)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(field.theirs)}</TableCell>
                  <TableCell>
                    <RadioGroup
                      row
                      aria-label={`Choice for ${label(field.name)}`}
                      value={choiceOf(field)}
                      onChange={(event) => choose(field.name, event.target.value as MergeChoice)}
                    >
                      <FormControlLabel value="mine" control={<Radio size="small" />} label="Keep mine" />
                      <FormControlLabel value="theirs" control={<Radio size="small" />} label="Take theirs" />
                    </RadioGroup>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(new Map(fields.map((f) => [f.name, choiceOf(f)])))}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
