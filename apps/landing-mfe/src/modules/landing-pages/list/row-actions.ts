// Which row actions a user sees (spec 1 §2, §6): published → Unpublish, Edit, Delete; draft → Publish, Edit, Delete;
// deleted → Restore only. Publish, unpublish and edit need landing.update; delete and restore landing.delete.
import type { LandingTab } from '@backoffice/validation';

export type RowActionName = 'publish' | 'unpublish' | 'edit' | 'delete' | 'restore';

export interface LandingRights {
  update: boolean;
  delete: boolean;
}

export function rowActionsFor(tab: LandingTab, rights: LandingRights): RowActionName[] {
  if (tab === 'deleted') return rights.delete ? ['restore'] : [];
  const actions: RowActionName[] = [];
  if (rights.update) actions.push(tab === 'published' ? 'unpublish' : 'publish', 'edit');
  if (rights.delete) actions.push('delete');
  return actions;
}

export const ROW_ACTION_LABELS: Record<RowActionName, string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  edit: 'Edit',
  delete: 'Delete',
  restore: 'Restore',
};
