import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UploadItem } from './upload-batch';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  exists: 'Already exists',
  failed: 'Failed',
};

/** One row per file of the current uploads, with its own progress bar. */
export function UploadProgressList({ items, onDismiss }: { items: UploadItem[]; onDismiss: () => void }) {
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="region" aria-label="Uploads">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} aria-label={`${item.name}: ${STATUS_TEXT[item.status]}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" noWrap title={item.name}>
                {item.name}
              </Typography>
              <Typography variant="caption" color={item.status === 'failed' || item.status === 'exists' ? 'error' : 'text.secondary'}>
                {item.status === 'uploading' ? `${item.progress}%` : STATUS_TEXT[item.status]}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={item.status === 'done' ? 100 : item.progress}
              color={item.status === 'failed' || item.status === 'exists' ? 'error' : 'primary'}
              aria-label={`Upload of ${item.name}`}
            />
          </Box>
        ))}
      </Box>
      {!busy && (
        <Button size="small" onClick={onDismiss} sx={{ mt: 1 }}>
          Hide uploads
        </Button>
      )}
    </Paper>
  );
}
