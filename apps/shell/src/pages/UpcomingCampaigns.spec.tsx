import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { dateTime } from './ScheduleSections';
import { UpcomingCampaigns } from './UpcomingCampaigns';

const derby = { id: 7, name: 'Derby day', status: 'scheduled', scheduledAt: '2026-12-14T18:00:00.000Z', itemCount: 3 };

function renderHomePart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UpcomingCampaigns />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET campaigns', { status: 200, body: { data: { items: [derby], total: 1, page: 1, pageSize: 10 } } });
});
afterEach(() => resetSessionForTest());

describe('the home\'s upcoming campaigns', () => {
  it('shows each scheduled campaign with its time and item count, from one request', async () => {
    signInForTest({ permissions: ['campaign.index'] });
    renderHomePart();
    const section = await screen.findByRole('region', { name: 'Upcoming campaigns' });
    const row = await within(section).findByRole('row', { name: /Derby day/ });
    expect(row).toHaveTextContent(`Derby day${dateTime(derby.scheduledAt)}3`);
    expect(within(row).getByRole('link', { name: 'Derby day' })).toHaveAttribute('href', '/campaigns/view/7');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].url).toMatch(/campaigns\?.*status=scheduled/);
  });

  it('is not there (and asks nothing) without campaign.index', () => {
    signInForTest({ permissions: ['landing.index'] });
    renderHomePart();
    expect(screen.queryByRole('region', { name: 'Upcoming campaigns' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
