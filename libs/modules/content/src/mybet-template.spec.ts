import * as v from 'valibot';
import fc from 'fast-check';
import { MY_BET_TEMPLATE_TYPES, myBetModule, myBetTemplateSchema } from './mybet-template';
import { defaultTabOf } from '@backoffice/validation';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(myBetTemplateSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const template = { comment: 'Gratulacje wygranej!', link: '/promocje', templateType: 'won' };

describe('my bet template schema (the comment form)', () => {
  it('accepts a template, active and not editable by default', () => {
    expect(v.parse(myBetTemplateSchema, template)).toMatchObject({ isActive: true, isEditable: false });
  });

  it('needs a comment ("must enter a comment") and a template type', () => {
    expect(issuesOf({ link: '/promocje' })).toEqual({ comment: ['must enter a comment'], templateType: ['please select template type'] });
    expect(issuesOf({ ...template, comment: '   ' })).toEqual({ comment: ['must enter a comment'] });
    expect(issuesOf({ ...template, templateType: 'pending' })).toEqual({ templateType: ['please select template type'] });
  });

  it('needs a link when active', () => {
    expect(issuesOf({ ...template, link: '' })).toEqual({ link: ['Must enter link when active'] });
    expect(issuesOf({ ...template, link: '', isActive: false })).toEqual({});
    expect(issuesOf({ ...template, link: 'javascript:alert(1)' })).toEqual({ link: ['must be a valid url!'] });
  });

  it('needs a link when inactive only if editable and the type is not on_hold', () => {
    const types = MY_BET_TEMPLATE_TYPES.map((t) => t.value);
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.boolean(), (templateType, isEditable) => {
        const needsLink = templateType !== 'on_hold' && isEditable;
        expect(issuesOf({ ...template, link: null, isActive: false, templateType, isEditable })).toEqual(needsLink ? { link: ['Must enter link when active'] } : {});
      }),
    );
  });

  it('lists by template type with "all" first and the default', () => {
    expect(myBetModule.list.tabs.map((t) => t.value)).toEqual(['all', 'won', 'lost', 'on_hold', 'cashout', 'void']);
    expect(defaultTabOf(myBetModule.list)).toBe('all');
  });
});
