import * as v from 'valibot';
import fc from 'fast-check';
import { listQuerySchema, toListQuery, type ListSpec } from './list-contract';

const spec: ListSpec = {
  tabs: [{ value: 'active', label: 'Active' }, { value: 'expired', label: 'Expired' }],
  sortable: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  defaultPageSize: 20,
};
const schema = listQuerySchema(spec);

describe('the list contract', () => {
  it('fills the defaults of the module', () => {
    expect(v.parse(schema, {})).toEqual({ status: 'active', sort: 'name', order: 'asc', page: 1, pageSize: 20 });
  });

  it('refuses what the list does not offer, naming the parameter', () => {
    for (const [query, field] of [[{ status: 'deleted' }, 'status'], [{ sort: 'password' }, 'sort'], [{ pageSize: '101' }, 'pageSize'], [{ page: '0' }, 'page'], [{ limit: '5' }, 'limit']] as const) {
      const result = v.safeParse(schema, query);
      expect(result.success).toBe(false);
      if (!result.success) expect(v.getDotPath(result.issues[0])).toBe(field);
    }
  });

  it('reads back every list state the client sends (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('active', 'expired'),
          search: fc.string({ maxLength: 50 }).map((s) => s.trim()),
          sort: fc.constantFrom('id', 'name', 'createdAt'),
          order: fc.constantFrom('asc' as const, 'desc' as const),
          page: fc.integer({ min: 1, max: 10_000 }),
          pageSize: fc.integer({ min: 1, max: 100 }),
        }),
        (params) => {
          const parsed = v.parse(schema, toListQuery(params));
          expect(parsed).toEqual({ ...params, search: params.search === '' ? undefined : params.search });
        },
      ),
    );
  });
});
