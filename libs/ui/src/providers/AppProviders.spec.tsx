import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { queryClient } from '@backoffice/api/query';
import { AppProviders } from './AppProviders';
import { mockFetch } from '../testing/fetch-mock';

function ShowsClient() {
  const client = useQueryClient();
  return <p>{client === queryClient ? 'shared client' : 'other client'}</p>;
}

describe('AppProviders', () => {
  it('provides the one query client and turns HTTP client messages into capitalised toasts', async () => {
    mockFetch({ body: { data: { id: 1 }, message: 'banner updated successfully' } });
    render(
      <AppProviders>
        <ShowsClient />
      </AppProviders>,
    );
    expect(screen.getByText('shared client')).toBeInTheDocument();
    await expect(http.put('banners/1', { name: 'x' })).resolves.toEqual({ id: 1 });
    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
  });

  it('shows errors as toasts too', async () => {
    mockFetch({ status: 400, body: { message: 'x', errorMessages: { name: ['name is required!'] } } });
    render(<AppProviders>page</AppProviders>);
    await expect(http.post('banners', {})).rejects.toMatchObject({ status: 400 });
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
  });
});
