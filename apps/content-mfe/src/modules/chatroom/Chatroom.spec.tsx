import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { ThemeProviders } from '@backoffice/ui';
import Chatroom from './index';

jest.setTimeout(30_000);

const ROOMS = [
  { id: 1, name: 'Legia – Lech', topic: 'Ekstraklasa na żywo', messagesCount: 2 },
  { id: 2, name: 'Czat ogólny', topic: '', messagesCount: 0 },
];
const msg = (id: number, text: string, hidden = false) => ({ id, roomId: 1, userId: 7, nickname: 'KibicLegii_88', text, hidden, createdAt: '2026-11-23T18:00:00.000Z' });
const sse = (id: number, data: object) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
const USERS = [
  { id: 7, player: 'p-1', nickname: 'KibicLegii_88', blockedTill: null, messagesCount: 3, lastPostAt: '2026-11-23T18:00:00.000Z', createdAt: '' },
  { id: 8, player: 'p-2', nickname: 'Sędzia_Kalosz', blockedTill: '2099-01-01T10:00:00.000Z', messagesCount: 1, lastPostAt: null, createdAt: '' },
];

interface Call { method: string; url: string; body: unknown; headers: Record<string, string> }

/** A fake chat service: REST answers, and one open stream whose events the test pushes. */
function chatService() {
  const calls: Call[] = [];
  const encoder = new TextEncoder();
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  const push = (text: string) => {
    queue.push(text);
    wake?.();
  };
  const body = {
    getReader: () => ({
      read: async () => {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return { value: encoder.encode(queue.shift()), done: false };
      },
    }),
  };
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, headers: init.headers as Record<string, string> });
    if (url.includes('/stream')) return { status: 200, ok: true, body } as unknown as Response;
    let data: unknown = null;
    if (url.endsWith('/chat/rooms')) data = ROOMS;
    else if (url.includes('/chat/users?')) data = { items: USERS, total: 23, page: 1, pageSize: 10 };
    else if (url.includes('/messages/')) data = msg(Number(/messages\/(\d+)/.exec(url)![1]), '');
    else data = USERS[0];
    return { status: 200, text: async () => JSON.stringify({ data, message: method === 'GET' ? undefined : 'Done' }) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return { calls, push };
}

async function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={['/']}>
          <Chatroom />
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
  // The screen is loaded lazily: the first render of a run compiles it.
  await screen.findByRole('heading', { name: 'Chatroom' }, { timeout: 20_000 });
}

const MODERATOR = ['chatroom.index', 'chatroom.user.manage', 'chatroom.message.delete'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api', chatHost: '' }));
afterEach(() => resetSessionForTest());

describe('chatroom', () => {
  it('streams the first room live, with the connection state, and hides, unhides and deletes (after a confirm)', async () => {
    signInForTest({ permissions: MODERATOR });
    const { calls, push } = chatService();
    await renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/chat/rooms/1/stream')).toBe(true));
    const stream = calls.find((c) => c.url.endsWith('/stream'))!;
    // (The token header is the reader's business: libs/api event-stream.spec.)
    expect(stream.headers).toMatchObject({ accept: 'text/event-stream' });
    expect(await screen.findByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();

    act(() => push(sse(1, { type: 'message', message: msg(1, 'Co za akcja!') }) + sse(2, { type: 'message', message: msg(2, 'Słupek!') }) + sse(2, { type: 'ready' })));
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(await within(log).findByText('Słupek!')).toBeInTheDocument();
    act(() => push(sse(3, { type: 'message', message: msg(3, 'Gol dla Legii!') })));
    expect(await within(log).findByText('Gol dla Legii!')).toBeInTheDocument();
    // Newest at the bottom.
    expect(within(log).getAllByRole('article').map((a) => a.textContent)).toEqual([expect.stringContaining('Co za akcja!'), expect.stringContaining('Słupek!'), expect.stringContaining('Gol dla Legii!')]);

    const third = within(log).getAllByRole('article')[2]!;
    await userEvent.click(within(third).getByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/chat/messages/3/hide')).toBe(true));
    act(() => push(sse(4, { type: 'hidden', messageId: 3 })));
    expect(await within(third).findByText('Hidden')).toBeInTheDocument();
    await userEvent.click(within(third).getByRole('button', { name: 'Unhide message' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/chat/messages/3/unhide')).toBe(true));

    await userEvent.click(within(within(log).getAllByRole('article')[0]!).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this message?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/chat/messages/1')).toBe(true));
    act(() => push(sse(5, { type: 'deleted', messageId: 1 })));
    await waitFor(() => expect(within(log).queryByText('Co za akcja!')).not.toBeInTheDocument());
  });

  it('switches rooms from the picker (a new stream)', async () => {
    signInForTest({ permissions: MODERATOR });
    const { calls } = chatService();
    await renderScreen();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Room' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Czat ogólny' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/chat/rooms/2/stream')).toBe(true));
  });

  it('shows no moderation controls without the permissions', async () => {
    signInForTest({ permissions: ['chatroom.index'] });
    const { push } = chatService();
    await renderScreen();
    expect(await screen.findByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();
    act(() => push(sse(1, { type: 'message', message: msg(1, 'Co za akcja!') })));
    expect(await screen.findByText('Co za akcja!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide message|Delete message/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Sędzia_Kalosz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Block|Unblock) / })).not.toBeInTheDocument();
  });

  it('searches chat users after a 400 ms pause, pages them, and blocks until a date / unblocks', async () => {
    signInForTest({ permissions: MODERATOR });
    const { calls } = chatService();
    await renderScreen();
    expect(await screen.findByRole('cell', { name: 'KibicLegii_88' })).toBeInTheDocument();
    const userCalls = () => calls.filter((c) => c.url.includes('/chat/users?'));
    const before = userCalls().length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chat users' }), 'kibic');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(userCalls()).toHaveLength(before);
    await waitFor(() => expect(userCalls().at(-1)!.url).toContain('search=kibic'));
    expect(userCalls()).toHaveLength(before + 1);
    expect(screen.getByText(/1–10 of 23|1-10 of 23/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Block KibicLegii_88' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to block this chat user\?/)).toBeInTheDocument();
    // The date field keeps its label (the block schema's).
    expect(within(dialog).getAllByText('Blocked till').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/v1/chat/users/7/block')?.body).toEqual({ blockedTill: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }));

    await userEvent.click(screen.getByRole('button', { name: 'Unblock Sędzia_Kalosz' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/chat/users/8/unblock')).toBe(true));
  });
});
