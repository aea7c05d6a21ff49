// The module's endpoints: its entries (the module resource, v1/betMatchEntries) and the BetMatch Overview
// (GET / PUT betMatches, with the version loaded).
import { moduleResource } from '@backoffice/api/query';
import { betMatchModule, type BetMatchEntry, type BetMatchEntryInput, type BetMatchOverview, type BetMatchOverviewInput } from '@backoffice/modules-content';

export const betMatchEntries = moduleResource<BetMatchEntry, BetMatchEntryInput>(betMatchModule);

/** The overview beside the entries (GET / PUT v1/betMatches), cached under the entries' keys. */
const overview = betMatchEntries.custom<BetMatchOverview, BetMatchOverviewInput & { version: number }>('overview', { path: 'betMatches' });
export const useOverview = () => overview.useQuery();
export const useUpdateOverview = overview.useMutation;
