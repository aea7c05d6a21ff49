// What a save renders again: the fields of a long form must not render for the save's own states (saving, saved):
// between the click and the answer only the field changed since the last save renders (its "changed since" mark),
// and the saved record loaded back renders each field once.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import * as v from 'valibot';
import { createResource } from '@backoffice/api/query';
import { TextInput } from '@backoffice/auth';
import { requiredString } from '@backoffice/validation';
import { mockFetch } from '../testing/fetch-mock';
import { FormShell } from './FormShell';
import { useEntityForm } from './use-entity-form';

interface Banner { id: number; name: string; note: string; version: number }
const banners = createResource<Banner, { name: string }>({ key: 'banners-renders', path: 'banners' });
const schema = v.strictObject({ name: requiredString('Name'), note: v.string() });

/** Renders of the fields' inputs (counted by a wrapper around MUI's OutlinedInput, which TextInput renders). */
const renders = { field: 0 };
jest.mock('@mui/material/OutlinedInput', () => {
  const { forwardRef, createElement } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual('@mui/material/OutlinedInput');
  return {
    ...actual,
    __esModule: true,
    default: forwardRef(function Counted(props: object, ref) {
      renders.field += 1;
      return createElement(actual.default, { ...props, ref });
    }),
  };
});

function BannerForm() {
  const { id } = useParams();
  const form = useEntityForm(banners, { mode: 'edit', id: Number(id), toValues: (b) => ({ name: b.name, note: b.note }) });
  if (form.loading) return <p>Loading…</p>;
  return (
    <FormShell schema={schema} {...form.formProps} submitLabel="Update">
      <TextInput name="name" label="Name" />
      <TextInput name="note" label="Note" />
    </FormShell>
  );
}

it('renders only the edited field while saving, and each field once for the saved record', async () => {
  // The server: the record as last saved; a save answers when the test says.
  let stored = { id: 3, name: 'Old', note: '', version: 7 };
  mockFetch((call) => {
    if (call.method === 'PATCH') stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
    return { body: { data: stored, ...(call.method === 'PATCH' ? { message: 'Banner updated successfully' } : {}) } };
  });
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (url, init) => {
    if (init?.method === 'PATCH') await answered;
    return answer(url, init);
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/banners/edit/3']}>
        <Routes>
          <Route path="/banners/edit/:id" element={<BannerForm />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Renamed');
  const before = renders.field;
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await screen.findByLabelText('Saving');
  const saving = renders.field - before;
  release();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
  await waitFor(() => expect(client.isFetching()).toBe(0));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed');
  expect(saving).toBe(1);
  expect(renders.field - before).toBe(3);
});
