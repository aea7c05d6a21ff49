import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isConflict } from '@backoffice/api';
import { SortableTable, type SortableColumn } from '@backoffice/ui';
import type { MarketType } from '@backoffice/validation';
import { useLatestConfig, useMarketTypes, usePatchLatestConfig } from '../../data/latest-config';

const columns: SortableColumn<MarketType>[] = [
  { id: 'id', header: 'Id.' },
  { id: 'name', header: 'Name' },
  { id: 'pl_name', header: 'Polish name' },
];

/** The market types in the configuration's order; types it does not list yet come last, in id order. */
function ordered(types: readonly MarketType[], order: readonly number[]): MarketType[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...types].sort((a, b) => (rank.get(a.id) ?? order.length + a.id) - (rank.get(b.id) ?? order.length + b.id));
}

/**
 * /market-types-order (App Setting): the market types sorted by drag or with the move buttons (keyboard too),
 * saved as the ordered ids to the latest configuration. A colleague's save in between answers 409: reload theirs.
 */
export default function MarketTypesOrder() {
  const config = useLatestConfig();
  const types = useMarketTypes();
  const save = usePatchLatestConfig();
  const [draft, setDraft] = useState<MarketType[] | null>(null);
  const stored = useMemo(() => (types.data && config.data ? ordered(types.data, config.data.market_types) : []), [types.data, config.data]);
  const rows = draft ?? stored;
  const conflict = save.isError && isConflict(save.error);

  const reload = async () => {
    save.reset();
    setDraft(null);
    await config.refetch();
  };
  const submit = async () => {
    if (!config.data) return;
    await save.mutateAsync({ id: config.data.id, version: config.data.version, market_types: rows.map((t) => t.id) }).then(() => setDraft(null), () => undefined);
  };

  return (
    <Box component="section" aria-labelledby="market-types-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 860 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id="market-types-title" variant="h1" sx={{ flexGrow: 1 }}>
          Market Types Order
        </Typography>
        <Button onClick={() => setDraft(null)} disabled={!draft || save.isPending}>
          Reset
        </Button>
        <Button variant="contained" onClick={submit} disabled={!draft || save.isPending || !config.data}>
          Save order
        </Button>
      </Box>
      {conflict && (
        <Alert severity="warning" action={<Button color="inherit" size="small" onClick={reload}>Reload</Button>}>
          Someone else saved another order meanwhile. Reload theirs, then reorder and save again.
        </Alert>
      )}
      {(config.isError || types.isError) && <Alert severity="error">The market types could not be loaded.</Alert>}
      <Paper variant="outlined">
        {config.isPending || types.isPending ? (
          <Skeleton variant="rounded" height={360} aria-label="Loading market types" />
        ) : (
          <SortableTable caption="Market types" rows={rows} columns={columns} getRowId={(t) => t.id} rowLabel={(t) => t.name} onReorder={setDraft} disabled={save.isPending} />
        )}
      </Paper>
    </Box>
  );
}
