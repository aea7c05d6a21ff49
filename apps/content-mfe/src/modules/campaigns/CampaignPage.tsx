import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ConfirmDialog, RecordPage, useModuleCan } from '@backoffice/ui';
import { describedModule, formatDateTime, type CampaignDetail, type CampaignItem } from '@backoffice/validation';
import { useCampaign, useRemoveItem } from './api';
import { CampaignActions } from './CampaignActions';
import { CampaignItemCard } from './CampaignItemCard';
import { CampaignStatusChip } from './CampaignStatusChip';

/** Items by module, in the order they were added; each group under the module's menu name. */
function byModule(items: readonly CampaignItem[]): [string, CampaignItem[]][] {
  const groups = new Map<string, CampaignItem[]>();
  for (const item of items) groups.set(item.module, [...(groups.get(item.module) ?? []), item]);
  return [...groups];
}

/** When and by whom: the line under the title. */
function timeline(c: CampaignDetail): string {
  const parts = [`Created by ${c.createdBy?.name ?? 'a deleted user'} · ${formatDateTime(c.createdAt)}`];
  if (c.scheduledAt) parts.push(`${c.status === 'scheduled' ? 'Scheduled for' : 'Planned for'} ${formatDateTime(c.scheduledAt)}${c.scheduledBy ? ` by ${c.scheduledBy.name}` : ''}`);
  if (c.publishedAt) parts.push(`Published ${formatDateTime(c.publishedAt)}`);
  if (c.rolledBackAt) parts.push(`Rolled back ${formatDateTime(c.rolledBackAt)}`);
  return parts.join(' · ');
}

function Failure({ campaign }: { campaign: CampaignDetail }) {
  const failure = campaign.failure;
  if (campaign.status !== 'failed' || !failure) return null;
  const fields = Object.entries(failure.errorMessages ?? {});
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Publishing failed: nothing was applied</AlertTitle>
      {failure.message}
      {fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
          {fields.map(([field, messages]) => (
            <li key={field}>{[messages].flat().join(' ')}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

function RollbackSummary({ items }: { items: readonly CampaignItem[] }) {
  const done = items.filter((i) => i.rollback);
  if (done.length === 0) return null;
  const refused = done.filter((i) => i.rollback?.status === 'refused').length;
  return (
    <Alert severity={refused ? 'warning' : 'success'}>
      Rolled back: {done.length - refused} restored{refused ? `, ${refused} refused (see the items below)` : ''}.
    </Alert>
  );
}

/**
 * /campaigns/view/{id}: the campaign's items by module, each with its diff, who prepared it and its warnings; remove
 * an item while it is a draft; publish now, schedule, unschedule, roll back; a failure or a roll back's outcome per item.
 */
export function CampaignPage() {
  const { id } = useParams();
  const campaign = useCampaign(id);
  const mayEdit = useModuleCan('update');
  const remove = useRemoveItem(Number(id));
  const [removing, setRemoving] = useState<CampaignItem | null>(null);
  const c = campaign.data;
  if (!c) return <RecordPage loading={campaign.isPending} loadingLabel="Loading campaign" error="This campaign could not be loaded." />;
  const editable = mayEdit && (c.status === 'draft' || c.status === 'failed');
  return (
    <RecordPage
      title={c.name}
      status={<CampaignStatusChip status={c.status} />}
      back={{ to: '../..', label: 'Back to campaigns' }}
      subtitle={timeline(c)}
      actions={<CampaignActions campaign={c} />}
    >
      {c.status === 'scheduled' && <Alert severity="info">Locked while scheduled: unschedule it to add or remove items.</Alert>}
      <Failure campaign={c} />
      <RollbackSummary items={c.items} />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500 }}>
        {c.items.length} {c.items.length === 1 ? 'item' : 'items'}
      </Typography>
      {c.items.length === 0 && (
        <Typography color="text.secondary">No items yet: open a record's form or list and use "Add to campaign…".</Typography>
      )}
      {byModule(c.items).map(([module, items]) => (
        <Box component="section" key={module} aria-label={describedModule(module)?.menu.label ?? module} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 500 }}>{describedModule(module)?.menu.label ?? module}</Typography>
          {items.map((item) => (
            <CampaignItemCard
              key={item.id}
              item={item}
              failure={c.status === 'failed' && c.failure?.itemId === item.id ? c.failure.message : undefined}
              onRemove={editable ? () => setRemoving(item) : undefined}
            />
          ))}
        </Box>
      ))}
      <ConfirmDialog
        open={removing !== null}
        title="Remove item"
        text={`Are you sure you want to remove "${removing?.label ?? ''}" from this campaign? The record itself is not changed.`}
        onConfirm={() => removing && remove.mutateAsync(removing.id).then(() => setRemoving(null), () => undefined)}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
      />
    </RecordPage>
  );
}
