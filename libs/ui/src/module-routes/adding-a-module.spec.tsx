// README "Adding a module", checked: the module of its snippet, built the way the README says (definition,
// ModuleRoutes, ListPage with `{}` actions, FormShell + useEntityForm), answers as the README promises.
import * as v from 'valibot';
import { Route, Routes, useParams } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { CRUD_FORMS, defineModule, maxLength, requiredString } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { useEntityForm } from '../form-shell/use-entity-form';
import { ListPage } from '../list-page/ListPage';
import { mockModuleApi, renderInApp } from '../testing';
import { ModuleRoutes } from './ModuleRoutes';

jest.setTimeout(30_000);

const permanentPromotionSchema = v.strictObject({ name: requiredString('Name', maxLength(100)) });
interface PermanentPromotion { id: number; name: string; version: number }

// The README's snippet.
const permanentPromotionsModule = defineModule({
  name: 'permanent-promotions',
  item: 'Permanent promotion',
  menu: { label: 'Permanent Promotions', group: 'main' },
  access: { group: 'permanentPromotion' },
  api: { base: 'admin', path: 'permanent-promotions' },
  schema: permanentPromotionSchema,
  list: { searchable: true, sortable: ['name'], defaultSort: { field: 'name', order: 'asc' } },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'PermanentPromotions', file: 'permanent-promotions/index.tsx' },
});
const resource = () => moduleResource<PermanentPromotion, { name: string }>(permanentPromotionsModule);

function PermanentPromotionList() {
  return (
    <ListPage<PermanentPromotion>
      title="Permanent Promotions"
      resource={resource()}
      columns={[{ id: 'name', header: 'Name', sortable: true }]}
      emptyText="No permanent promotions found"
      rowLabel={(p) => p.name}
      create={{ label: 'Add Permanent Promotion' }}
      actions={{ view: {}, edit: {}, delete: { item: 'permanent promotion' } }}
    />
  );
}

function PermanentPromotionForm({ mode }: { mode: 'add' | 'edit' | 'view' }) {
  const { id } = useParams();
  const form = useEntityForm(resource(), { mode, id, empty: { name: '' } });
  if (form.loading) return <p>Loading</p>;
  return (
    <FormShell schema={permanentPromotionSchema} {...form.formProps} title={`${mode} permanent promotion`} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
      <TextInput name="name" label="Name" required />
    </FormShell>
  );
}

const renderAt = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="/permanent-promotions/*" element={<ModuleRoutes module={permanentPromotionsModule} list={<PermanentPromotionList />} form={PermanentPromotionForm} />} />
      <Route path="/404" element={<p>Page Not Found</p>} />
    </Routes>,
    path,
  );

const ALL = ['permanentPromotion.index', 'permanentPromotion.read', 'permanentPromotion.create', 'permanentPromotion.update', 'permanentPromotion.delete'];
const records = [{ id: 7, name: 'Welcome bonus', version: 1 }];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('README "Adding a module"', () => {
  it('lists at the definition route with the icons and create button its forms and permissions give', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi(records);
    renderAt('/permanent-promotions');
    const row = await screen.findByRole('row', { name: /Welcome bonus/ }, { timeout: 10_000 });
    expect(calls[0].url).toBe('/api/v1/permanent-promotions?sort=name&order=asc&page=1&pageSize=10');
    expect(within(row).getByRole('link', { name: 'View Welcome bonus' })).toHaveAttribute('href', '/permanent-promotions/view/7');
    expect(within(row).getByRole('link', { name: 'Edit Welcome bonus' })).toHaveAttribute('href', '/permanent-promotions/edit/7');
    expect(within(row).getByRole('button', { name: 'Delete Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Permanent Promotion' })).toHaveAttribute('href', '/permanent-promotions/add');
  });

  it('gives an updater without read the view icon too (view = read or update), no delete and no create', async () => {
    signInForTest({ permissions: ['permanentPromotion.index', 'permanentPromotion.update'] });
    mockModuleApi(records);
    renderAt('/permanent-promotions');
    const row = await screen.findByRole('row', { name: /Welcome bonus/ }, { timeout: 10_000 });
    expect(within(row).getByRole('link', { name: 'View Welcome bonus' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Welcome bonus' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Permanent Promotion' })).not.toBeInTheDocument();
  });

  it('creates through the add route with the schema\'s messages', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi(records);
    renderAt('/permanent-promotions/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 10_000 }));
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Cashback');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/v1/permanent-promotions', body: { name: 'Cashback' } });
  });

  it('opens view/{id} read-only for a reader', async () => {
    signInForTest({ permissions: ['permanentPromotion.index', 'permanentPromotion.read'] });
    mockModuleApi(records);
    renderAt('/permanent-promotions/view/7');
    expect(await screen.findByDisplayValue('Welcome bonus', {}, { timeout: 10_000 })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('guards edit/{id} by update', async () => {
    signInForTest({ permissions: ['permanentPromotion.index', 'permanentPromotion.read'] });
    mockModuleApi(records);
    renderAt('/permanent-promotions/edit/7');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
