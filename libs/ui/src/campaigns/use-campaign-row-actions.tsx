import { lazy, Suspense, useMemo, useRef } from 'react';
import { checkSession, useSession } from '@backoffice/auth';
import type { CampaignItemAction } from '@backoffice/validation';
import { plainIcon } from '../plain-icon/plain-icon';
import type { RowActionsConfig, RowOperation } from '../list-page/types';
import { rowChange, type PreparedChange } from './campaign-change';
import { useCampaignActions } from './campaign-modules';

const AddToCampaignDialog = lazy(() => import('./AddToCampaignDialog').then((m) => ({ default: m.AddToCampaignDialog })));

// Material "playlist add".
const CAMPAIGN_ICON = plainIcon('M14 10H3v2h11zm0-4H3v2h11zm4 8v-4h-2v4h-4v2h4v4h2v-4h4v-2zM3 16h7v-2H3z');

/** The row's own icon of each action a campaign can take over: the list's Publish / Unpublish operations, its Delete. */
interface RowSource<T> {
  action: CampaignItemAction;
  permission?: string;
  hidden?: (row: T) => boolean;
}

/**
 * The list's row icons plus "Add to campaign…" for the rows where the list offers publish, unpublish or
 * delete: the same actions, with the same permissions and the same rows, prepared for a campaign instead of done
 * now, where the server takes that action for the module. Unchanged for users without campaign.update.
 */
export function useCampaignRowActions<T>(actions: RowActionsConfig<T> | undefined, module: string, getRowId: (row: T) => string | number, rowLabel: (row: T) => string): RowActionsConfig<T> | undefined {
  const offered = useCampaignActions(actions ? module : '');
  // Read when a row renders: a list's inline rowLabel must not make new icons (and re-render every row) each time.
  const names = useRef({ getRowId, rowLabel });
  names.current = { getRowId, rowLabel };
  const sources = useMemo(() => {
    const found: RowSource<T>[] = [];
    if (!actions) return found;
    const operation = (label: string) => actions.operations?.find((o) => o.label === label && !o.to);
    const publish = operation('Publish');
    const unpublish = operation('Unpublish');
    if (publish) found.push({ action: 'publish', permission: publish.permission, hidden: publish.hidden });
    if (unpublish) found.push({ action: 'unpublish', permission: unpublish.permission, hidden: unpublish.hidden });
    if (actions.delete) found.push({ action: 'delete', permission: actions.delete.permission, hidden: actions.delete.hidden });
    return found;
  }, [actions]);
  // Only the answers are subscribed to (one string of 0 and 1): a session change that grants nothing new (a
  // remembered tab, a renewed token) must not make new icons and re-render every row.
  const answers = useSession((state) => sources.map((s) => (s.permission === undefined || checkSession(state, { permission: s.permission }) ? '1' : '0')).join(''));
  return useMemo(() => {
    if (!actions || offered.size === 0) return actions;
    const held = sources.filter((s, i) => offered.has(s.action) && answers[i] === '1');
    if (held.length === 0) return actions;
    const changes = (row: T): PreparedChange[] =>
      held.filter((s) => !s.hidden?.(row)).map((s) => rowChange(module, s.action, names.current.getRowId(row), (row as { version?: unknown }).version));
    const addToCampaign: RowOperation<T> = {
      label: 'Add to campaign…',
      icon: CAMPAIGN_ICON,
      hidden: (row) => changes(row).length === 0,
      dialog: (row, close) => (
        <Suspense fallback={null}>
          <AddToCampaignDialog changes={changes(row)} recordLabel={names.current.rowLabel(row)} onClose={close} />
        </Suspense>
      ),
    };
    return { ...actions, operations: [...(actions.operations ?? []), addToCampaign] };
  }, [actions, module, sources, answers, offered]);
}
