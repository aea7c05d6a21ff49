import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog, useModuleCan } from '@backoffice/ui';
import { campaignsModule, type CampaignDetail } from '@backoffice/validation';
import { useCampaignAction, type RollbackResult } from './api';

// The date picker loads with the first Schedule, not with the page.
const ScheduleDialog = lazy(() => import('./ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

type Asking = 'publish' | 'rollback' | 'schedule' | null;

/**
 * What holders of campaign.publish can do with a campaign: publish a draft now or at a time, unschedule a scheduled
 * one (its items are locked until then), roll back a published one. Each asks first.
 */
export function CampaignActions({ campaign }: { campaign: CampaignDetail }) {
  // Not one of the kit's uses (index … delete): the campaigns' own permission for publish, schedule and roll back.
  const mayPublish = useModuleCan('publish', campaignsModule);
  const [asking, setAsking] = useState<Asking>(null);
  const publish = useCampaignAction('publish', campaign.id);
  const unschedule = useCampaignAction('unschedule', campaign.id);
  const rollback = useCampaignAction<undefined, RollbackResult>('rollback', campaign.id);
  const schedule = useCampaignAction<{ scheduledAt: string }>('schedule', campaign.id);
  if (!mayPublish) return null;
  const open = campaign.status === 'draft' || campaign.status === 'failed';
  const run = (mutation: { mutateAsync: (body: undefined) => Promise<unknown> }) => () =>
    mutation.mutateAsync(undefined).then(() => setAsking(null), () => setAsking(null));
  return (
    <Box role="group" aria-label="Campaign actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {open && (
        <>
          <Button variant="contained" onClick={() => setAsking('publish')} disabled={campaign.itemCount === 0}>
            Publish now
          </Button>
          <Button variant="outlined" onClick={() => setAsking('schedule')} disabled={campaign.itemCount === 0}>
            Schedule…
          </Button>
        </>
      )}
      {campaign.status === 'scheduled' && (
        <Button variant="outlined" onClick={() => void unschedule.mutateAsync(undefined).catch(() => undefined)} disabled={unschedule.isPending}>
          Unschedule
        </Button>
      )}
      {campaign.status === 'published' && (
        <Button variant="outlined" color="warning" onClick={() => setAsking('rollback')}>
          Roll back
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'publish'}
        title="Publish now"
        text={`Are you sure you want to publish this campaign? Its ${items(campaign.itemCount)} are applied at once, all or none.`}
        onConfirm={run(publish)}
        onCancel={() => setAsking(null)}
        busy={publish.isPending}
      />
      <ConfirmDialog
        open={asking === 'rollback'}
        title="Roll back"
        text={`Are you sure you want to roll back this campaign? Its ${items(campaign.itemCount)} return to their state before it. If a record changed since, or you may not restore one of them, nothing is rolled back.`}
        onConfirm={run(rollback)}
        onCancel={() => setAsking(null)}
        busy={rollback.isPending}
      />
      {asking === 'schedule' && (
        <Suspense fallback={null}>
          <ScheduleDialog scheduledAt={campaign.scheduledAt} itemCount={campaign.itemCount} onSchedule={(scheduledAt) => schedule.mutateAsync({ scheduledAt })} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </Box>
  );
}
