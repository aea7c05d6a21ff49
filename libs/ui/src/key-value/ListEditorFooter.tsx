import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import AddIcon from '@mui/icons-material/Add';

/** Below a list editor's rows: its "Add …" button (not on a read-only form) and the error of the list as a whole. */
export function ListEditorFooter({ readOnly, addLabel, onAdd, error }: { readOnly: boolean; addLabel: string; onAdd: () => void; error?: string }) {
  return (
    <>
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
