import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import * as v from 'valibot';
import { createResource } from '@backoffice/api/query';
import type { FormMode } from '@backoffice/auth';
import { requiredString } from '@backoffice/validation';
import { mockFetch } from '../testing/fetch-mock';
import { TextInput } from '@backoffice/auth';
import { FormShell } from './FormShell';
import { cloneValues, useEntityForm } from './use-entity-form';

interface Banner { id: number; name: string; version: number }
const banners = createResource<Banner, { name: string }>({ key: 'banners-form', path: 'banners' });
// Strict, as entity schemas are: the record loaded for edit carries id and version, which the form must not send.
const schema = v.strictObject({ name: requiredString('Name') });

function BannerForm({ mode }: { mode: FormMode }) {
  const { id } = useParams();
  const form = useEntityForm(banners, { mode, id: id === undefined ? undefined : Number(id) });
  if (form.loading) return <p>Loading…</p>;
  return (
    <FormShell schema={schema} {...form.formProps}>
      <TextInput name="name" label="Name" />
    </FormShell>
  );
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {/* As the shell mounts a remote module: its own relative routes under the module's prefix. */}
        <Routes>
          <Route
            path="/banners/*"
            element={
              <Routes>
                <Route index element={<p>Banner list</p>} />
                <Route path="add" element={<BannerForm mode="add" />} />
                <Route path="edit/:id" element={<BannerForm mode="edit" />} />
                <Route path="clone/:id" element={<BannerForm mode="clone" />} />
              </Routes>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useEntityForm', () => {
  it('creates, then goes to the list', async () => {
    const calls = mockFetch({ status: 201, body: { data: { id: 5, name: 'New', version: 1 }, message: 'Banner created' } });
    renderAt('/banners/add');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Banner list')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/banners', body: { name: 'New' } });
  });

  it('loads the record, updates it with its version and stays', async () => {
    const calls = mockFetch(
      { body: { data: { id: 3, name: 'Old', version: 7 } } },
      { body: { data: { id: 3, name: 'Renamed', version: 8 } } },
      { body: { data: { id: 3, name: 'Renamed', version: 8 } } },
    );
    renderAt('/banners/edit/3');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Old');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls[1]).toMatchObject({ method: 'PATCH', url: '/api/v1/banners/3', body: { name: 'Renamed', version: 7 } }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed');
    expect(screen.queryByText('Banner list')).not.toBeInTheDocument();
  });

  it('clones without id or version and creates a new record', async () => {
    const calls = mockFetch({ body: { data: { id: 3, name: 'Original', version: 7 } } }, { status: 201, body: { data: { id: 9 } } });
    renderAt('/banners/clone/3');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Original');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Banner list')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/v1/banners', body: { name: 'Original' } });
  });

  it('cloneValues drops identity and timestamps', () => {
    expect(cloneValues({ id: 1, version: 2, createdAt: 'x', name: 'n' })).toEqual({ name: 'n' });
  });
});
