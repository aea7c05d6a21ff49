import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { campaignsModule, type Campaign, type CampaignCreateInput, type CampaignDetail } from '@backoffice/validation';

/** v1/campaigns: the list (tabs draft / scheduled / published / all), one campaign with its items, create, rename, delete. */
export const campaigns = moduleResource<Campaign, CampaignCreateInput>(campaignsModule);

/** One campaign as its page reads it: the campaign and its items, with warnings computed for the caller. */
export const useCampaign = (id: string | undefined) => {
  const query = campaigns.useOne(id);
  return { ...query, data: query.data as CampaignDetail | undefined };
};

/** The answer of a roll back: the items it refused, each with why (the rest were restored). */
export interface RollbackResult {
  campaign: Campaign;
  refused: { itemId: number; reason: string }[];
}

/** Publish now, schedule, unschedule, roll back: each refreshes the campaign and the lists, success or not. */
export function useCampaignAction<TBody = undefined, TResult = Campaign>(name: 'publish' | 'schedule' | 'unschedule' | 'rollback', id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => http.post<TResult>(`${campaigns.path}/${id}/${name}`, body ?? {}),
    onSettled: () => client.invalidateQueries({ queryKey: campaigns.keys.all }),
  });
}

/** Takes one item out of a draft campaign. */
export function useRemoveItem(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => http.delete<unknown>(`${campaigns.path}/${id}/items/${itemId}`),
    onSettled: () => client.invalidateQueries({ queryKey: campaigns.keys.all }),
  });
}
