import { lazy, Suspense, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { ListPage, useModuleCan, type RowActionsConfig } from '@backoffice/ui';
import { landingPagesModule, type LandingPage } from '@backoffice/modules-landing';
import { landingPages, UNEXPECTED_ERROR } from '../api';
import { landingColumns } from './columns';

// The date picker loads with the first Unpublish, not with the list.
const UnpublishDialog = lazy(() => import('./UnpublishDialog').then((m) => ({ default: m.UnpublishDialog })));

/** The browser's zone: the API states the republish time in it, as this list shows it. */
const staffTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const rowLabel = (p: LandingPage) => `landing page ${p.id}`;

/** /landing-pages: the three tabs, selection for bulk edit, and the row operations. */
export function LandingPageList() {
  const navigate = useNavigate();
  const mayBulkEdit = useModuleCan('update', landingPagesModule);
  const status = landingPages.useOperation('status', 'PATCH');
  // The icons are made once (read the operation's latest state when used): new ones on each render (every URL change
  // re-renders this screen) would re-render every row of the list.
  const latestStatus = useRef(status);
  latestStatus.current = status;

  const actions = useMemo((): RowActionsConfig<LandingPage> => ({
    operations: [
      {
        label: 'Publish',
        icon: <PublishIcon fontSize="small" />,
        needs: 'update',
        hidden: (p) => p.status === 'published',
        confirm: 'publish',
        run: (p) => latestStatus.current.mutateAsync({ id: p.id, body: { status: 'published' } }),
      },
      {
        label: 'Unpublish',
        icon: <UnpublishedIcon fontSize="small" />,
        needs: 'update',
        hidden: (p) => p.status !== 'published',
        dialog: (p, close) => (
          <Suspense fallback={null}>
            <UnpublishDialog
              open
              busy={latestStatus.current.isPending}
              onCancel={close}
              onConfirm={(publishAt) => latestStatus.current.mutateAsync({ id: p.id, body: { status: 'draft', publishAt, timeZone: staffTimeZone() } }).then(close, () => undefined)}
            />
          </Suspense>
        ),
      },
    ],
    view: {},
    edit: {},
    delete: { item: 'landing page' },
    restore: {},
  }), []);

  return (
    <ListPage<LandingPage>
      title="Landing Pages"
      resource={landingPages}
      columns={landingColumns}
      emptyText="No Landing Pages"
      errorText={UNEXPECTED_ERROR}
      numberHeader={null}
      tabsLabel="Landing page status"
      rowLabel={rowLabel}
      create={{ label: 'Create Landing Page' }}
      actions={actions}
      bulkActions={
        mayBulkEdit
          ? (ids, _clear, state) => (
              <Button
                variant="outlined"
                startIcon={<EditNoteIcon />}
                // Deleted pages cannot be edited (restore them first), so neither can they be bulk-edited.
                disabled={ids.length === 0 || state.tab === 'deleted'}
                title={state.tab === 'deleted' ? 'Restore deleted pages before editing them' : undefined}
                onClick={() => navigate(`${landingPagesModule.pages.bulkEdit.path}?ids=${[...ids].map(Number).sort((a, b) => a - b).join(',')}`)}
              >
                Bulk edit{ids.length > 0 ? ` (${ids.length})` : ''}
              </Button>
            )
          : undefined
      }
    />
  );
}
