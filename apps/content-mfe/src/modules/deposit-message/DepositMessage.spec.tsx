import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import DepositMessage from './index';
import { mockFetch, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CONFIG = { id: 4, version: 7, market_types: [1], payments_show_status: false, payments_message: 'Wpłaty BLIK księgujemy natychmiast.', payments_message_from: null, payments_message_till: null };

/** The one configuration record; a PATCH answers it changed, at the next version. */
const stub = () =>
  mockFetch((call) => (call.method === 'PATCH' ? { body: { data: { ...CONFIG, ...(call.body as object), version: 8 }, message: 'Deposit message successfully changed.' } } : { body: { data: CONFIG } }));

const renderAt = (path: string) => renderInApp(<DepositMessage />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('deposit message', () => {
  it('edits the latest configuration\'s message: text required, saved with the version loaded', async () => {
    const calls = stub();
    renderAt('/');
    const text = await screen.findByLabelText(/^Message/, {}, { timeout: 15_000 });
    expect(text).toHaveValue(CONFIG.payments_message);
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Message is required!')).toBeInTheDocument();
    await userEvent.type(text, 'Przerwa techniczna BLIK 2:00–4:00.');
    await userEvent.click(screen.getByLabelText('Show status'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/latestConfig/4');
    expect(patch.body).toEqual({ version: 7, payments_show_status: true, payments_message: 'Przerwa techniczna BLIK 2:00–4:00.', payments_message_from: null, payments_message_till: null });
  });
});
