import { useQueries, type QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ListPage as ListPageData, ListParams } from '@backoffice/api/query';
import type { ListTab } from './ListTabs';

export interface OtherTabMatchesProps<TParams extends ListParams> {
  /** The list's query options (a resource's listQueryOptions). */
  listQueryOptions: (params: TParams) => { queryKey: QueryKey; queryFn?: unknown };
  /** The current list's parameters: the same search is asked on the other tabs. */
  params: TParams;
  tabs: readonly ListTab[];
  current: string | undefined;
  onTab: (tab: string) => void;
}

const matchesText = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;

/**
 * Under a searched list: where else the search finds records ("2 matches in In-Active"), each tab a button that
 * opens it with the search kept. A search asks one tab at a time (spec), and a hot banner starting tomorrow sits in
 * In-Active, so "No hot banners found" alone sent staff looking in the wrong place.
 */
export function OtherTabMatches<TParams extends ListParams>({ listQueryOptions, params, tabs, current, onTab }: OtherTabMatchesProps<TParams>) {
  const others = tabs.filter((tab) => tab.value !== current);
  const results = useQueries({
    queries: others.map((tab) => {
      // Only the count matters: the first page of one row, without the current tab's day filter or page.
      const { date: _date, ...rest } = params as ListParams & { date?: string };
      const options = listQueryOptions({ ...rest, status: tab.value, page: 1, pageSize: 1 } as TParams);
      return { ...(options as { queryKey: QueryKey; queryFn: () => Promise<ListPageData<unknown>> }), staleTime: 30_000 };
    }),
  });
  const found = others.map((tab, i) => ({ tab, total: results[i]?.data?.total ?? 0 })).filter((f) => f.total > 0);
  if (found.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ mx: 2, mb: 1 }}>
      Also found:{' '}
      {found.map(({ tab, total }, i) => (
        <span key={tab.value}>
          {i > 0 && ', '}
          <Button size="small" variant="text" onClick={() => onTab(tab.value)} sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textDecoration: 'underline' }}>
            {matchesText(total)} in {tab.label}
          </Button>
        </span>
      ))}
    </Alert>
  );
}
