import { setRuntimeConfig } from '../runtime-config';
import { http } from './client';
import { setNotifier, setStepUpHandler, setTokenProvider } from './registry';

type Reply = { status: number; body?: unknown };

function mockFetch(...replies: Reply[]) {
  const fetchMock = jest.fn(async () => {
    const reply = replies.shift() ?? { status: 200, body: { data: null } };
    return { status: reply.status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

const notifier = { success: jest.fn(), error: jest.fn() };
const STEP_UP = { status: 403, body: { message: 'Confirm it is you: enter a code from your authenticator app.', code: 'step_up_required' } };

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  setNotifier(notifier);
  setTokenProvider(() => 'tok-1');
  jest.clearAllMocks();
});

describe('step-up', () => {
  it('asks the registered prompt and sends the request again once it was confirmed', async () => {
    const fetchMock = mockFetch(STEP_UP, { status: 200, body: { data: { id: 4 } } });
    const prompt = jest.fn(async () => true);
    const unregister = setStepUpHandler(prompt);
    await expect(http.put('remotes/content', { version: '2.0.0' })).resolves.toEqual({ id: 4 });
    unregister();
    expect(prompt).toHaveBeenCalledWith('Confirm it is you: enter a code from your authenticator app.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls as unknown as [string, RequestInit][])[1][1].body).toBe('{"version":"2.0.0"}');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('fails as a 403 when the prompt is cancelled, and asks only once per request', async () => {
    mockFetch(STEP_UP);
    const unregister = setStepUpHandler(async () => false);
    await expect(http.post('roles', {})).rejects.toMatchObject({ status: 403 });
    expect(notifier.error).toHaveBeenCalledWith('Confirm it is you: enter a code from your authenticator app.');
    const fetchMock = mockFetch(STEP_UP, STEP_UP);
    const prompt = jest.fn(async () => true);
    setStepUpHandler(prompt);
    await expect(http.post('roles', {})).rejects.toMatchObject({ status: 403 });
    expect([prompt.mock.calls.length, fetchMock.mock.calls.length]).toEqual([1, 2]);
    unregister();
  });

  it('leaves other 403s alone', async () => {
    mockFetch({ status: 403, body: { message: 'You do not have permission to do this.' } });
    const prompt = jest.fn(async () => true);
    const unregister = setStepUpHandler(prompt);
    await expect(http.post('roles', {})).rejects.toMatchObject({ status: 403 });
    expect(prompt).not.toHaveBeenCalled();
    unregister();
  });
});
