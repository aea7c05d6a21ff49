import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as v from 'valibot';
import { createResource } from '@backoffice/api/query';
import { TextInput, type FormMode } from '@backoffice/auth';
import { requiredString, type HistoryEntry } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { useEntityForm } from '../form-shell/use-entity-form';
import { textDiff } from './text-diff';
// The feature under test, registered with the kit's lists and forms as index.ts does.
import './extension';

interface Note { id: number; title: string; body: string; version: number }
const notes = createResource<Note, Omit<Note, 'id' | 'version'>>({ key: 'notes', path: 'notes' });
const schema = v.strictObject({ title: requiredString('Title'), body: v.string() });

const entry = (id: string, action: string, version: number, changes: HistoryEntry['changes']): HistoryEntry => ({
  id, at: '2026-11-23T12:00:00.000Z', userId: 1, userEmail: 'anna@example.com', module: 'notes', recordId: '3', action, version, changes, detail: {},
});
const LONG_BEFORE = '<p>Oferta dla nowych graczy. Bonus do 500 zł przy pierwszej wpłacie, obrót dziesięciokrotny w ciągu 30 dni.</p>';
const LONG_AFTER = '<p>Oferta dla nowych graczy. Bonus do 1000 zł przy pierwszej wpłacie, obrót dziesięciokrotny w ciągu 30 dni.</p>';
const ENTRIES = [
  entry('h3', 'update', 3, [{ field: 'body', before: LONG_BEFORE, after: LONG_AFTER }]),
  entry('h2', 'update', 2, [{ field: 'title', before: 'Pierwszy', after: 'Drugi' }]),
  entry('h1', 'create', 1, [{ field: 'title', after: 'Pierwszy' }, { field: 'body', after: LONG_BEFORE }]),
];

interface Call { method: string; url: string; body: unknown }

/** Answers by route: the note, its history, and the update (echoing the saved values). */
function fakeApi(updateStatus = 200): Call[] {
  const calls: Call[] = [];
  let note: Note = { id: 3, title: 'Drugi', body: LONG_AFTER, version: 3 };
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    let reply: { status: number; body: unknown };
    if (url.includes('/history/')) reply = { status: 200, body: { data: { items: ENTRIES, total: 3 } } };
    else if (method === 'PATCH' && updateStatus !== 200) reply = { status: updateStatus, body: { message: 'This record was changed by someone else.' } };
    else if (method === 'PATCH') {
      note = { ...note, ...(body as object), version: note.version + 1 };
      reply = { status: 200, body: { data: note, message: 'Note updated successfully' } };
    } else reply = { status: 200, body: { data: note } };
    return { status: reply.status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}

function NoteForm({ mode }: { mode: FormMode }) {
  const form = useEntityForm(notes, { mode, id: 3 });
  if (form.loading) return <p>Loading…</p>;
  return (
    <FormShell schema={schema} {...form.formProps}>
      <TextInput name="title" label="Title" />
    </FormShell>
  );
}

function renderForm(mode: FormMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/notes/x']}>
        <Routes>
          <Route path="/notes/x" element={<NoteForm mode={mode} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the History panel of a form', () => {
  it('is collapsed and loads nothing until opened; then shows each change newest first with its diff', async () => {
    const calls = fakeApi();
    renderForm('edit');
    await screen.findByRole('textbox', { name: 'Title' });
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.url.includes('/history/'))).toBe(false);

    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(calls.find((c) => c.url.includes('/history/'))).toMatchObject({ method: 'GET', url: '/api/v1/history/notes/3' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^update by anna@example.com/), expect.stringMatching(/^update by/), expect.stringMatching(/^create by/),
    ]);
    // Long HTML text: a word diff of the readable text, not two blobs of markup.
    expect(within(items[0]).getByLabelText('removed: 500')).toBeInTheDocument();
    expect(within(items[0]).getByLabelText('added: 1000')).toBeInTheDocument();
    expect(items[0]).not.toHaveTextContent('<p>');
    // Short values: before and after side by side.
    const row = within(items[1]).getByRole('row', { name: /Title/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Pierwszy', 'Drugi']);
    // The newest entry is the record as it is: nothing to restore there.
    expect(within(items[0]).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('restores an earlier version after asking, as a normal update with the loaded version', async () => {
    const calls = fakeApi();
    renderForm('edit');
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const items = within(await screen.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    await userEvent.click(within(items[2]).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/v1/notes/3', body: { title: 'Pierwszy', body: LONG_BEFORE, version: 3 } }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Pierwszy'));
  });

  it('shows a refused restore (409) in the panel', async () => {
    fakeApi(409);
    renderForm('edit');
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const items = within(await screen.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Restore this version' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
  });

  it('shows the history read-only on a view screen', async () => {
    fakeApi();
    renderForm('view');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});

describe('textDiff', () => {
  it('gives back both texts from its parts', () => {
    const parts = textDiff('Bonus do 500 zł', 'Bonus aż do 1000 zł')!;
    expect(parts.filter((p) => !p.added).map((p) => p.text).join('')).toBe('Bonus do 500 zł');
    expect(parts.filter((p) => !p.removed).map((p) => p.text).join('')).toBe('Bonus aż do 1000 zł');
  });
});
