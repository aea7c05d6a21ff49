import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface RecordPageProps {
  /** The record's name, the page's heading. */
  title?: ReactNode;
  /** Beside the title (a status chip). */
  status?: ReactNode;
  /** Under the title: when and by whom. */
  subtitle?: ReactNode;
  /** What may be done with the record (buttons that ask first). */
  actions?: ReactNode;
  /** The way back, relative to this page's path (e.g. `../..` from `view/:id`). */
  back?: { to: string; label: string };
  loading?: boolean;
  /** Said while loading (the skeleton's accessible name). */
  loadingLabel?: string;
  /** Shown instead of the page when the record could not be loaded. */
  error?: string;
  children?: ReactNode;
}

/**
 * A record shown, not edited (the kit's counterpart of a form): heading with its status and the way back, a line of
 * when and by whom, its actions, then its parts. Loading shows a skeleton, a failed load its message.
 */
export function RecordPage(props: RecordPageProps) {
  if (props.loading) return <Skeleton variant="rounded" height={420} aria-label={props.loadingLabel ?? 'Loading'} />;
  if (props.error) return <Alert severity="error">{props.error}</Alert>;
  return (
    <Box component="section" aria-labelledby="record-title" sx={{ display: 'grid', gap: 2, minWidth: 0, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="record-title" variant="h1" sx={{ wordBreak: 'break-word' }}>
          {props.title}
        </Typography>
        {props.status}
        <Box sx={{ flexGrow: 1 }} />
        {props.back && (
          <Button component={RouterLink} to={props.back.to} relative="path">
            {props.back.label}
          </Button>
        )}
      </Box>
      {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
      {props.actions}
      {props.children}
    </Box>
  );
}
