import { landingColumns } from './columns';
import { rowActionsFor } from './row-actions';

describe('landing list columns', () => {
  it('has 7 columns on published and 8 on draft and deleted', () => {
    const labels = (tab: 'published' | 'draft' | 'deleted') => landingColumns(tab, true).map((c) => c.label);
    expect(labels('published')).toEqual(['Select all', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Actions']);
    expect(labels('draft')).toEqual(['Select all', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Scheduled publishing', 'Actions']);
    expect(labels('deleted')).toEqual(['Select all', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Status', 'Actions']);
  });

  it('drops the action column for users who may not act', () => {
    expect(landingColumns('published', false).map((c) => c.id)).not.toContain('actions');
  });
});

describe('landing row actions', () => {
  const all = { update: true, delete: true };
  it('follows the tab', () => {
    expect(rowActionsFor('published', all)).toEqual(['unpublish', 'edit', 'delete']);
    expect(rowActionsFor('draft', all)).toEqual(['publish', 'edit', 'delete']);
    expect(rowActionsFor('deleted', all)).toEqual(['restore']);
  });

  it('follows the permissions', () => {
    expect(rowActionsFor('published', { update: true, delete: false })).toEqual(['unpublish', 'edit']);
    expect(rowActionsFor('draft', { update: false, delete: true })).toEqual(['delete']);
    expect(rowActionsFor('deleted', { update: true, delete: false })).toEqual([]);
    expect(rowActionsFor('published', { update: false, delete: false })).toEqual([]);
  });
});
