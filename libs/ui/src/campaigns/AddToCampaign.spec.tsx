import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as v from 'valibot';
import { createResource } from '@backoffice/api/query';
import { TextInput, type FormMode } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { requiredString } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { useEntityForm } from '../form-shell/use-entity-form';
import { ListPage } from '../list-page/ListPage';
import { ThemeProviders } from '../providers/ThemeProviders';
// The feature under test, registered with the kit's lists and forms as index.ts does.
import './extension';

// A real module name, so the change needs the medals permissions of its kind.
interface Medal { id: number; namePl: string; rule: string; version: number }
const medals = createResource<Medal>({ key: 'medals', path: 'medals' });
const schema = v.strictObject({ namePl: requiredString('Polish name'), rule: requiredString('Rule') });
const DRAFTS = [{ id: 5, name: 'Match day', status: 'draft', itemCount: 2 }, { id: 4, name: 'Launch', status: 'draft', itemCount: 0 }];

interface Call { method: string; url: string; body: unknown }

/** The medal, the modules campaigns take, the draft campaigns, a new campaign (id 9) and the added item; `itemStatus` refuses the item. */
function fakeApi(itemStatus = 201, offered = ['create', 'update', 'delete']): Call[] {
  const calls: Call[] = [];
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    let reply: { status: number; body: unknown };
    if (url.endsWith('/campaigns/modules')) reply = { status: 200, body: { data: { items: [{ module: 'medals', item: 'Medal', actions: offered }] } } };
    else if (method === 'POST' && url.endsWith('/campaigns')) reply = { status: 201, body: { data: { id: 9, name: body.name, status: 'draft', itemCount: 0 } } };
    else if (method === 'POST' && /campaigns\/\d+\/items$/.test(url))
      reply = itemStatus === 201 ? { status: 201, body: { data: { id: 1, ...body } } } : { status: itemStatus, body: { message: 'You have no permission to change medals.', errorMessages: {} } };
    else if (url.includes('/campaigns')) reply = { status: 200, body: { data: { items: DRAFTS, total: 2 } } };
    else if (url.includes('/medals/3')) reply = { status: 200, body: { data: { id: 3, namePl: 'Pierwsza wygrana', rule: 'Win once', version: 2 } } };
    else reply = { status: 200, body: { data: { items: [{ id: 3, namePl: 'Pierwsza wygrana', rule: 'Win once', version: 2 }], total: 1 } } };
    return { status: reply.status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}

function MedalForm({ mode }: { mode: FormMode }) {
  const form = useEntityForm(medals, { mode, id: mode === 'edit' ? 3 : undefined, empty: { namePl: '', rule: '' } });
  if (form.loading) return <p>Loading…</p>;
  return (
    <FormShell schema={schema} {...form.formProps} submitLabel="Update">
      <TextInput name="namePl" label="Polish name" />
      <TextInput name="rule" label="Rule" />
    </FormShell>
  );
}

function renderAt(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={['/medals']}>
          <Routes>
            <Route path="/medals" element={element} />
          </Routes>
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}

const itemCalls = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/items'));
const campaignCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('/campaigns') && !c.url.endsWith('/campaigns/modules'));

afterEach(() => resetSessionForTest());

describe('Add to campaign… on a kit form', () => {
  it('sends only the changed fields with the loaded version to the picked draft campaign, and the toast names it', async () => {
    const calls = fakeApi();
    signInForTest({ permissions: ['campaign.update', 'medals.update'] });
    renderAt(<MedalForm mode="edit" />);
    const name = await screen.findByRole('textbox', { name: 'Polish name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Druga wygrana');
    await userEvent.click(screen.getByRole('button', { name: 'Add to campaign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to campaign' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Campaign' })).toHaveTextContent('Match day (2 items)'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Campaign' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Launch (0 items)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to campaign "Launch"')).toBeInTheDocument();
    expect(itemCalls(calls)).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/campaigns\/4\/items$/), body: { module: 'medals', recordId: 3, action: 'update', values: { namePl: 'Druga wygrana' }, baseVersion: 2 } }),
    ]);
    // Nothing was saved to the medal itself.
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates a campaign by name and sends the whole record on add', async () => {
    const calls = fakeApi();
    signInForTest({ permissions: ['campaign.update', 'medals.create'] });
    renderAt(<MedalForm mode="add" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Polish name' }), 'Nowa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rule' }), 'Play');
    await userEvent.click(screen.getByRole('button', { name: 'Add to campaign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to campaign' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Campaign' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Campaign' }));
    await userEvent.click(await screen.findByRole('option', { name: 'New campaign…' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Campaign name' }), 'Derby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to campaign "Derby"')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/campaigns'))?.body).toEqual({ name: 'Derby', scheduledAt: null });
    expect(itemCalls(calls)[0]).toMatchObject({ url: expect.stringMatching(/campaigns\/9\/items$/), body: { module: 'medals', recordId: null, action: 'create', values: { namePl: 'Nowa', rule: 'Play' }, baseVersion: null } });
  });

  it('keeps the dialog open with the server\'s refusal', async () => {
    fakeApi(403);
    signInForTest({ permissions: ['campaign.update', 'medals.update'] });
    renderAt(<MedalForm mode="edit" />);
    const name = await screen.findByRole('textbox', { name: 'Polish name' });
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Add to campaign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to campaign' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Campaign' })).toHaveTextContent('Match day'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have no permission to change medals.');
  });

  it('refuses an unchanged form without a dialog', async () => {
    const calls = fakeApi();
    signInForTest({ permissions: ['campaign.update', 'medals.update'] });
    renderAt(<MedalForm mode="edit" />);
    await screen.findByRole('textbox', { name: 'Polish name' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to campaign…' }));
    expect(await screen.findByText('Nothing changed: there is no change to add to a campaign.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(campaignCalls(calls)).toEqual([]);
  });

  it('is not offered without campaign.update, nor without the module permission of the change', async () => {
    fakeApi();
    signInForTest({ permissions: ['medals.update', 'medals.read'] });
    renderAt(<MedalForm mode="edit" />);
    await screen.findByRole('button', { name: 'Update' });
    expect(screen.queryByRole('button', { name: 'Add to campaign…' })).not.toBeInTheDocument();
    resetSessionForTest();
    signInForTest({ permissions: ['campaign.update', 'medals.create'] });
    await screen.findByRole('button', { name: 'Update' });
    expect(screen.queryByRole('button', { name: 'Add to campaign…' })).not.toBeInTheDocument();
  });
});

describe('Add to campaign… on a kit list row', () => {
  const list = (
    <ListPage<Medal>
      title="Medals"
      resource={medals}
      columns={[{ id: 'namePl', header: 'Name' }]}
      emptyText="No medals"
      rowLabel={(m) => m.namePl}
      actions={{ delete: { permission: 'medals.delete', item: 'medal' } }}
    />
  );

  it('prepares the row\'s delete with its version', async () => {
    const calls = fakeApi();
    signInForTest({ permissions: ['campaign.update', 'medals.delete'] });
    renderAt(list);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to campaign… Pierwsza wygrana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to campaign' });
    expect(dialog).toHaveTextContent('Change: Delete');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Campaign' })).toHaveTextContent('Match day'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to campaign "Match day"')).toBeInTheDocument();
    expect(itemCalls(calls)[0]).toMatchObject({ url: expect.stringMatching(/campaigns\/5\/items$/), body: { module: 'medals', recordId: 3, action: 'delete', values: null, baseVersion: 2 } });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('is not offered where the server takes no such change for the module', async () => {
    const calls = fakeApi(201, ['create', 'update']);
    signInForTest({ permissions: ['campaign.update', 'medals.delete'] });
    renderAt(list);
    expect(await screen.findByRole('button', { name: 'Delete Pierwsza wygrana' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/campaigns/modules'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Add to campaign/ })).not.toBeInTheDocument();
  });

  it('is not offered to a user without campaign.update', async () => {
    fakeApi();
    signInForTest({ permissions: ['medals.delete'] });
    renderAt(list);
    expect(await screen.findByRole('button', { name: 'Delete Pierwsza wygrana' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to campaign/ })).not.toBeInTheDocument();
  });
});
