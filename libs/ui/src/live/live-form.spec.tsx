import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as v from 'valibot';
import { createResource, liveTabId, startLiveFeed } from '@backoffice/api/query';
import { TextInput, type FormMode } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { requiredString } from '@backoffice/validation';
import { changeEvent, fakeLiveServer, type FakeLiveServer, type FakeRow } from '../testing/fake-live-server';
import { FormShell } from '../form-shell/FormShell';
import { useEntityForm } from '../form-shell/use-entity-form';
// The feature under test, registered with the kit's lists and forms as index.ts does.
import './extension';

const banners = createResource<FakeRow>({ key: 'banners', path: 'banners' });
const schema = v.object({ name: requiredString('Name'), link: v.optional(v.string()) });
const ada = { id: 2, name: 'Ada Admin' };
const adaTab = (editing: boolean) => ({ userId: 2, name: 'Ada Admin', tabId: 'ada-tab-0001', editing, since: '2026-11-25T10:00:00Z' });

function BannerForm({ mode }: { mode: FormMode }) {
  const form = useEntityForm(banners, { mode, id: 1 });
  if (form.loading) return <p>Loading</p>;
  return (
    <FormShell schema={schema} title={mode === 'edit' ? 'Edit Banner #1' : 'Banner #1'} {...form.formProps}>
      <TextInput name="name" label="Name" />
      <TextInput name="link" label="Link" />
    </FormShell>
  );
}

const taggedSchema = v.object({ name: requiredString('Name'), tags: v.optional(v.array(v.string())) });

/** An array field: final-form compares it by identity, so a saved one differs from the typed one by reference only. */
function TagsField() {
  const { input } = useField<string[]>('tags');
  const tags = input.value || [];
  return <button type="button" onClick={() => input.onChange([...tags, `tag${tags.length + 1}`])}>Add tag ({tags.join(', ')})</button>;
}

function TaggedForm() {
  const form = useEntityForm(banners, { mode: 'edit', id: 1 });
  if (form.loading) return <p>Loading</p>;
  return (
    <FormShell schema={taggedSchema} title="Banner" {...form.formProps}>
      <TextInput name="name" label="Name" />
      <TagsField />
    </FormShell>
  );
}

function renderForm(mode: FormMode = 'edit', Screen: typeof BannerForm = BannerForm) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/banners/edit/1']}>
        <Routes>
          <Route path="/banners/edit/1" element={<Screen mode={mode} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const presenceCalls = (server: FakeLiveServer) => server.calls.filter((c) => c.url.includes('live/presence') && c.method !== 'GET');

let server: FakeLiveServer;
let stop: () => void;
beforeEach(() => {
  signInForTest({ permissions: ['banners.read', 'banners.update'] });
  server = fakeLiveServer('banners', [{ id: 1, name: 'Summer', link: 'https://a.example', version: 1 }]);
  stop = startLiveFeed({ userId: 1 });
});
afterEach(() => {
  stop();
  resetSessionForTest();
});

describe('live form', () => {
  it('reports this tab on the record, shows who else is there and who is editing, and leaves on unmount', async () => {
    server.presence = [adaTab(false), { ...adaTab(false), userId: 1, name: 'Test User', tabId: liveTabId }];
    const { unmount } = renderForm();
    const others = await screen.findByRole('status', { name: 'Others on this record' });
    expect(within(others).getByText('Ada Admin')).toBeInTheDocument();
    // This tab is not listed among the others.
    expect(within(others).queryByText(/Test User/)).not.toBeInTheDocument();
    expect(presenceCalls(server)[0]).toMatchObject({ method: 'PUT', body: { module: 'banners', id: 1, tabId: liveTabId, editing: false } });

    act(() => server.push('presence', { module: 'banners', id: 1, users: [adaTab(true)] }));
    expect(await within(others).findByText('Ada Admin · editing')).toBeInTheDocument();

    await userEvent.type(field('Name'), '!');
    await waitFor(() => expect(presenceCalls(server).at(-1)).toMatchObject({ method: 'PUT', body: { editing: true } }));
    unmount();
    expect(presenceCalls(server).at(-1)).toMatchObject({ method: 'POST', keepalive: true, body: { module: 'banners', id: 1, tabId: liveTabId } });
  });

  it('opening a record someone is editing offers View (read-only) or Edit anyway', async () => {
    server.presence = [adaTab(true)];
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin is editing this record' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /campaign/i })).not.toBeInTheDocument();
    // Says what it is, and its fields look read-only (not only are).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^View Banner #1$/);
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Name').closest('.MuiInputBase-root')).toHaveClass('MuiInputBase-readOnly');
    const background = () => getComputedStyle(field('Name').closest('.MuiInputBase-root') as Element).backgroundColor;
    const viewingBackground = background();
    await userEvent.click(screen.getByRole('button', { name: 'Edit anyway' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit Banner #1$/);
    expect(field('Name')).not.toHaveAttribute('readonly');
    expect(background()).not.toBe(viewingBackground);
  });

  it('a version saved elsewhere while editing: says so at once, merges field by field, and the save succeeds', async () => {
    renderForm();
    await waitFor(() => expect(field('Name')).toHaveValue('Summer'));
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Mine');
    Object.assign(server.rows[0]!, { name: 'Theirs', link: 'https://theirs.example', version: 2 });
    act(() => server.push('change', changeEvent(20, 1, 'update', ada, 2), 20));

    const alert = await screen.findByText('Ada Admin saved a new version of this record while you were editing.');
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes by Ada Admin' });
    // What the user changed is kept by default, what only they changed is taken.
    expect(within(dialog).getByRole('radiogroup', { name: 'Choice for Name' })).toHaveTextContent('Keep mine');
    expect(within(within(dialog).getByRole('radiogroup', { name: 'Choice for Name' })).getByLabelText('Keep mine')).toBeChecked();
    expect(within(within(dialog).getByRole('radiogroup', { name: 'Choice for Link' })).getByLabelText('Take theirs')).toBeChecked();
    expect(within(dialog).getByText('https://theirs.example')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(field('Link')).toHaveValue('https://theirs.example'));
    expect(field('Name')).toHaveValue('Mine');
    expect(screen.queryByText(/saved a new version/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.rows[0]).toMatchObject({ name: 'Mine', link: 'https://theirs.example', version: 3 }));
    const patch = server.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ version: 2 });
  });

  it('an untouched form shows the version saved elsewhere at once', async () => {
    renderForm('view');
    await waitFor(() => expect(field('Name')).toHaveValue('Summer'));
    Object.assign(server.rows[0]!, { name: 'Autumn', version: 2 });
    act(() => server.push('change', changeEvent(21, 1, 'update', ada, 2), 21));
    await waitFor(() => expect(field('Name')).toHaveValue('Autumn'));
    expect(screen.getByText('The form shows the version Ada Admin just saved.')).toBeInTheDocument();
  });

  it('a saved form that stays open counts as viewing, and a colleague\'s save then simply loads into it', async () => {
    Object.assign(server.rows[0]!, { tags: ['tag1'] });
    renderForm('edit', TaggedForm);
    await userEvent.click(await screen.findByRole('button', { name: 'Add tag (tag1)' }));
    await waitFor(() => expect(presenceCalls(server).at(-1)).toMatchObject({ method: 'PUT', body: { editing: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.rows[0]).toMatchObject({ version: 2, tags: ['tag1', 'tag2'] }));
    await waitFor(() => expect(presenceCalls(server).at(-1)).toMatchObject({ method: 'PUT', body: { editing: false } }));

    Object.assign(server.rows[0]!, { name: 'Autumn', version: 3 });
    act(() => server.push('change', changeEvent(22, 1, 'update', ada, 3), 22));
    await waitFor(() => expect(field('Name')).toHaveValue('Autumn'));
    expect(screen.queryByText(/saved a new version of this record while you were editing/)).not.toBeInTheDocument();
  });

  it('shows one chip per person however many of their tabs are on the record, editing when any of them is', async () => {
    server.presence = [adaTab(false), { ...adaTab(false), tabId: 'ada-tab-0002' }];
    renderForm('view');
    const others = await screen.findByRole('status', { name: 'Others on this record' });
    await waitFor(() => expect(within(others).getAllByText(/Ada Admin/)).toHaveLength(1));
    act(() => server.push('presence', { module: 'banners', id: 1, users: [adaTab(false), { ...adaTab(true), tabId: 'ada-tab-0002' }] }));
    expect(await within(others).findByText('Ada Admin · editing')).toBeInTheDocument();
    expect(within(others).getAllByText(/Ada Admin/)).toHaveLength(1);
  });
});
