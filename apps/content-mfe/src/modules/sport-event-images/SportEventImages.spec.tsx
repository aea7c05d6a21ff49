import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import SportEventImages from './index';
import { Route, Routes } from 'react-router';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['sportEventImage.index', 'sportEventImage.read', 'sportEventImage.create', 'sportEventImage.update', 'sportEventImage.delete'];
const row = (id: number) => ({
  id, eventId: `91008${id}`, eventName: `Legia – Lech ${id}`, imageUrl: '/files/sport-events-images/e.png', version: 1,
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z',
});


const renderAt = (path: string) => renderInApp(<SportEventImages />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('sport event images', () => {
  it('lists images by event; update/{id} is edit for editors and a read-only view for readers', async () => {
    signInForTest({ permissions: CRUD });
    const calls = mockModuleApi([row(1)]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Legia – Lech 1/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Image', 'Event id', 'Event name', 'Updated', 'Actions']);
    expect(calls[0].url).toBe('/api/v1/sport-event-image?sort=updatedAt&order=desc&page=1&pageSize=10');
    expect(within(first).getByRole('link', { name: 'Edit Legia – Lech 1' })).toHaveAttribute('href', '/update/1');
    expect(within(first).queryByRole('link', { name: 'View Legia – Lech 1' })).not.toBeInTheDocument();
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['sportEventImage.index', 'sportEventImage.read'] });
    const again = renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Legia – Lech 1/ });
    expect(within(viewed).getByRole('link', { name: 'View Legia – Lech 1' })).toHaveAttribute('href', '/update/1');
    expect(within(viewed).queryByRole('button', { name: 'Delete Legia – Lech 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Sport Event Image' })).not.toBeInTheDocument();
    again.unmount();
    renderAt('/update/1');
    expect(await screen.findByRole('heading', { name: 'Sport Event Image' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Event id/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Build event image' })).not.toBeInTheDocument();
  });

  it('has no edit/{id} alias: record links derive update/{id} from the definition (recordRoute)', async () => {
    signInForTest({ permissions: CRUD });
    mockModuleApi([row(1)]);
    renderInApp(
      <Routes>
        <Route path="/*" element={<SportEventImages />} />
        <Route path="/404" element={<p>Page Not Found</p>} />
      </Routes>,
      '/edit/1',
    );
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('shows the required messages, and the builder creates only once background and both crests are chosen', async () => {
    signInForTest({ permissions: CRUD });
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Event id is required!', 'Image is required!']) expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Build event image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event image builder' });
    expect(within(dialog).getByRole('img', { name: 'Event image preview' })).toBeInTheDocument();
    for (const part of ['Background', 'Left crest', 'Right crest']) expect(within(dialog).getByRole('group', { name: part })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required size: 500 x 500 px, up to 5 MB')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Create New Banner' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event image builder' })).not.toBeInTheDocument());
  });
});
