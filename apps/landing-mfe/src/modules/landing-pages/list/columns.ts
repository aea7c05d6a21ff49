// The list's columns per tab (spec 1 §2): 7 on published, 8 on draft (Scheduled publishing) and deleted (Status).
import type { LandingSortField, LandingTab } from '@backoffice/validation';

export type ColumnId = 'select' | 'id' | 'partner' | 'promoCode' | 'linkCode' | 'lpLink' | 'scheduled' | 'status' | 'actions';

export interface LandingColumn {
  id: ColumnId;
  label: string;
  /** Server sort field, when the header sorts. */
  sort?: LandingSortField;
}

const SELECT: LandingColumn = { id: 'select', label: 'Select all' };
const BASE: LandingColumn[] = [
  { id: 'id', label: '#', sort: 'id' },
  { id: 'partner', label: 'Partner', sort: 'partner' },
  { id: 'promoCode', label: 'Promo code', sort: 'promoCode' },
  { id: 'linkCode', label: 'Link code', sort: 'linkCode' },
  { id: 'lpLink', label: 'LP Link' },
];
const SCHEDULED: LandingColumn = { id: 'scheduled', label: 'Scheduled publishing', sort: 'publishAt' };
const STATUS: LandingColumn = { id: 'status', label: 'Status' };
const ACTIONS: LandingColumn = { id: 'actions', label: 'Actions' };

/** The action column shows only to users who may do something in it (any of landing.read / update / delete). */
export function landingColumns(tab: LandingTab, showActions: boolean): LandingColumn[] {
  const extra = tab === 'draft' ? [SCHEDULED] : tab === 'deleted' ? [STATUS] : [];
  return [SELECT, ...BASE, ...extra, ...(showActions ? [ACTIONS] : [])];
}

export const LANDING_TAB_LABELS: { value: LandingTab; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'deleted', label: 'Deleted' },
];
