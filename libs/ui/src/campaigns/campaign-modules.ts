// Which modules' records a campaign can change, and how (GET /campaigns/modules): the server's list of targets, so
// "Add to campaign…" is offered only where the server takes the change (not on accounts, roles or a module that has
// no publish state). Asked once per session by those who may prepare changes.
import { useQuery } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { useModuleCan } from '../module-routes/module-context';
import { campaignsModule, type CampaignItemAction } from '@backoffice/validation';

interface CampaignModule {
  module: string;
  item: string;
  actions: CampaignItemAction[];
}

const NONE: ReadonlySet<CampaignItemAction> = new Set();
/** Module-level, so the map (and each module's set) keeps its identity between renders: lists memoise on it. */
const byModule = (data: { items: CampaignModule[] }) => new Map(data.items.map((m) => [m.module, new Set(m.actions) as ReadonlySet<CampaignItemAction>]));

/**
 * The campaign actions the server takes for records of `module` (create, update, publish, unpublish, delete); empty
 * while unknown, for a module campaigns do not cover, and for users without campaign.update.
 */
export function useCampaignActions(module: string): ReadonlySet<CampaignItemAction> {
  const mayPrepare = useModuleCan('update', campaignsModule);
  const query = useQuery({
    queryKey: ['campaigns', 'modules'],
    queryFn: ({ signal }) => http.get<{ items: CampaignModule[] }>('campaigns/modules', { signal, silent: true }),
    enabled: mayPrepare && module !== '',
    staleTime: 10 * 60_000,
    select: byModule,
  });
  return (mayPrepare && query.data?.get(module)) || NONE;
}
