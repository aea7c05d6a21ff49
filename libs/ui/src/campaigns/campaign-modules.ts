// Which modules' records a campaign can change: the content modules that edit records through the kit.
// Not: the campaigns themselves, the audit trail, staff accounts and roles (access, not content), files.
const NOT_CAMPAIGN_CONTENT = new Set(['campaigns', 'history', 'users', 'roles', 'files', 'ako-generator']);

export const isCampaignModule = (module: string) => module !== '' && !NOT_CAMPAIGN_CONTENT.has(module);
