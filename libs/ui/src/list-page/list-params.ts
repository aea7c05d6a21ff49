import type { ListParams } from '@backoffice/api/query';
import type { ListState } from './list-state';

/** Default mapping of the URL list state to the API query: tab → status; the date only where the list offers it. */
export function defaultListParams(state: ListState, paged: boolean, dated = false): ListParams {
  return {
    ...(dated && state.date ? { date: state.date } : {}),
    status: state.tab,
    search: state.search || undefined,
    sort: state.sort,
    order: state.sort ? state.order : undefined,
    ...(paged ? { page: state.page, pageSize: state.pageSize } : {}),
  };
}
