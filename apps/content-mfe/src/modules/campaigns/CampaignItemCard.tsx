import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router';
import { RecordDiff, recordRoute } from '@backoffice/ui';
import { formatDateTime, type CampaignItem } from '@backoffice/validation';
import { hasPreview, previewItem } from './item-preview';

const ACTION_LABELS: Readonly<Record<CampaignItem['action'], string>> = {
  create: 'Create',
  update: 'Update',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
};

/** The item's change as the history shows one (before → after, long text as a word diff). */
function ItemDiff({ item }: { item: CampaignItem }) {
  if (item.action === 'delete') return <Typography variant="body2">The record is deleted.</Typography>;
  return <RecordDiff module={item.module} before={item.before} after={item.after} action={ACTION_LABELS[item.action].toLowerCase()} />;
}

export interface CampaignItemCardProps {
  item: CampaignItem;
  /** Why publishing stopped at this item (the campaign's failure names it). */
  failure?: string;
  /** Offered while the campaign is a draft, to holders of campaign.update. */
  onRemove?: () => void;
}

/** One change of a campaign: the record, the action, who prepared it, its warnings, its diff and (after a roll back) its outcome. */
export function CampaignItemCard({ item, failure, onRemove }: CampaignItemCardProps) {
  const heading = `${ACTION_LABELS[item.action]} ${item.label}`;
  return (
    <Paper component="article" variant="outlined" aria-label={heading} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, borderColor: failure ? 'error.main' : undefined }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={ACTION_LABELS[item.action]} color={item.action === 'delete' ? 'error' : 'default'} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}>
          {item.recordId !== null && item.action !== 'delete' ? (
            <Link component={RouterLink} to={recordRoute(item.module, String(item.recordId))}>{item.label}</Link>
          ) : (
            item.label
          )}
        </Typography>
        {hasPreview(item.module) && item.after && (
          <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => item.after && previewItem(item.module, item.after)} aria-label={`Preview ${item.label}`}>
            Preview
          </Button>
        )}
        {onRemove && (
          <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${heading}`}>
            Remove
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Prepared by {item.preparedBy?.name ?? 'a deleted user'} · {formatDateTime(item.preparedAt)}
        {item.baseVersion !== null ? ` · against version ${item.baseVersion}` : ''}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {item.rollback?.status === 'restored' && <Alert severity="success">Restored to its state before the campaign.</Alert>}
      {item.rollback?.status === 'refused' && <Alert severity="error">Not rolled back: {item.rollback.reason ?? 'refused'}</Alert>}
      {item.warnings.length > 0 && (
        <Alert severity="warning" aria-label={`Warnings of ${item.label}`}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {item.warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ItemDiff item={item} />
    </Paper>
  );
}
