import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useSnackbar } from 'notistack';
import { useCan } from '@backoffice/auth';
import { ConfirmDialog, confirmText, ListPagination, ListTabs, SearchField } from '@backoffice/ui';
import type { LandingPage, LandingTab } from '@backoffice/validation';
import { successText, UNEXPECTED_ERROR, useLandingList, usePrefetchNextPage, useRowAction, type RowAction } from '../api';
import { LANDING_TAB_LABELS } from './columns';
import { LandingTable } from './LandingTable';
import type { RowActionName } from './row-actions';
import { useListView } from './use-list-view';

// The date picker loads with the first Unpublish, not with the list.
const UnpublishDialog = lazy(() => import('./UnpublishDialog').then((m) => ({ default: m.UnpublishDialog })));

type Pending = { action: RowActionName; page: LandingPage } | null;

/** /landing-pages: the three tabs, selection for bulk edit, and the row actions (spec 1 §2). */
export function LandingPageList() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const view = useListView();
  const { params } = view;
  const rights = {
    create: useCan('landing.create'),
    update: useCan('landing.update'),
    delete: useCan('landing.delete'),
    actions: useCan({ anyOf: ['landing.read', 'landing.update', 'landing.delete'] }),
  };
  const list = useLandingList(params);
  usePrefetchNextPage(params, list.data?.total);
  const rowAction = useRowAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending>(null);

  // Any failure of the list says the same thing (spec 1 §8).
  useEffect(() => {
    if (list.isError) enqueueSnackbar(UNEXPECTED_ERROR, { variant: 'error' });
  }, [list.isError, list.errorUpdatedAt, enqueueSnackbar]);

  const changeTab = (tab: LandingTab) => {
    setSelected(new Set());
    view.setTab(tab);
  };
  const select = (ids: number[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const run = (action: RowAction) =>
    rowAction.mutate(action, {
      onSuccess: () => enqueueSnackbar(successText(action), { variant: 'success' }),
      onError: () => enqueueSnackbar(UNEXPECTED_ERROR, { variant: 'error' }),
      onSettled: () => setPending(null),
    });

  const onAction = (action: RowActionName, page: LandingPage) =>
    action === 'edit' ? navigate(`edit/${page.id}`) : setPending({ action, page });

  const confirm = () => {
    if (!pending) return;
    const id = pending.page.id;
    if (pending.action === 'publish') run({ kind: 'status', id, status: 'published' });
    if (pending.action === 'delete') run({ kind: 'delete', id });
    if (pending.action === 'restore') run({ kind: 'restore', id });
  };

  const chosen = [...selected];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Landing Pages
        </Typography>
        {rights.update && (
          <Button
            variant="outlined"
            startIcon={<EditNoteIcon />}
            disabled={chosen.length === 0 || params.status === 'deleted'}
            onClick={() => navigate(`bulk-edit?ids=${chosen.sort((a, b) => a - b).join(',')}`)}
          >
            Bulk edit{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        )}
        {rights.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('add')}>
            Create Landing Page
          </Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <Stack direction="row" sx={{ px: 2, pt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <ListTabs tabs={LANDING_TAB_LABELS} value={params.status} onChange={(tab) => changeTab(tab as LandingTab)} label="Landing page status" />
          </Box>
          <SearchField value={params.search ?? ''} onSearch={view.setSearch} />
        </Stack>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading landing pages" />}</Box>
        {list.isError && <Alert severity="error" sx={{ mx: 2 }}>{UNEXPECTED_ERROR}</Alert>}
        <LandingTable
          tab={params.status}
          rows={list.data?.items ?? []}
          rights={rights}
          sort={params.sort ?? 'id'}
          order={params.order ?? 'desc'}
          onSort={view.sortBy}
          selected={selected}
          onSelect={select}
          onAction={onAction}
          busy={rowAction.isPending}
        />
        <Box sx={{ px: 2 }}>
          <ListPagination page={params.page} pageSize={params.pageSize} total={list.data?.total ?? 0} onPage={view.setPage} onPageSize={view.setPageSize} />
        </Box>
      </Paper>
      <ConfirmDialog
        open={pending !== null && pending.action !== 'unpublish'}
        title={pending ? pending.action[0].toUpperCase() + pending.action.slice(1) : 'Confirm'}
        text={confirmText(pending?.action ?? 'delete', 'landing page')}
        busy={rowAction.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      {pending?.action === 'unpublish' && (
        <Suspense fallback={null}>
          <UnpublishDialog
            open
            busy={rowAction.isPending}
            onCancel={() => setPending(null)}
            onConfirm={(publishAt) => run({ kind: 'status', id: pending.page.id, status: 'draft', publishAt })}
          />
        </Suspense>
      )}
    </Box>
  );
}
