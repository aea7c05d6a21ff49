// The few campaign calls the kit's forms and lists make (the Campaigns screen has its own, in content-mfe).
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { campaignsModule, type Campaign, type CampaignCreateInput, type CampaignItem, type CampaignItemInput } from '@backoffice/validation';

export const campaigns = moduleResource<Campaign, CampaignCreateInput>(campaignsModule);

/** Draft campaigns, newest first: the ones a change can still join (a scheduled one is locked). */
export const DRAFT_CAMPAIGNS = { status: 'draft', page: 1, pageSize: 100, sort: 'id', order: 'desc' } as const;

/** Silent: the dialog shows what went wrong beside its fields, and names the campaign in its own toast. */
export const createCampaign = (name: string) => http.post<Campaign>(campaigns.path, { name, scheduledAt: null }, { silent: true });

export const addCampaignItem = (campaignId: number, item: CampaignItemInput) =>
  http.post<CampaignItem>(`${campaigns.path}/${campaignId}/items`, item, { silent: true });
