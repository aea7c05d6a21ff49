import { setRuntimeConfig } from '../runtime-config';
import { ApiError } from './api-error';
import { apiUrl, http } from './client';
import { setNotifier, setTokenProvider, setUnauthorizedHandler } from './registry';

type Reply = { status: number; body?: unknown };

function mockFetch(...replies: Reply[]) {
  const fetchMock = jest.fn(async () => {
    const reply = replies.shift() ?? { status: 200, body: { data: null } };
    const raw = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { status: reply.status, text: async () => raw } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

const notifier = { success: jest.fn(), error: jest.fn() };
const logout = jest.fn();

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  setNotifier(notifier);
  setUnauthorizedHandler(logout);
  setTokenProvider(() => 'tok-1');
  jest.clearAllMocks();
});

describe('http client', () => {
  it('targets the admin or content API, with the token header and a JSON body', async () => {
    const fetchMock = mockFetch({ status: 200, body: { data: { id: 3 } } }, { status: 200, body: { data: [] } });
    await expect(http.patch('/landing/3', { a: 1 })).resolves.toEqual({ id: 3 });
    await http.get('landingPages', { base: 'content', query: { status: 'draft', ids: [1, 2], search: '' } });
    const [[url, init], [url2]] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(url).toBe('/api/v1/landing/3');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'x-access-token': 'tok-1', 'content-type': 'application/json' });
    expect(url2).toBe('/api/landingPages?status=draft&ids=1%2C2');
  });

  it('sends a new W3C traceparent on every call (the API takes its trace id as the request id)', async () => {
    const fetchMock = mockFetch({ status: 200, body: { data: [] } }, { status: 200, body: { data: [] } });
    await http.get('landing');
    await http.get('landing');
    const [[, first], [, second]] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const traceparents = [first, second].map((init) => (init.headers as Record<string, string>).traceparent);
    for (const value of traceparents) expect(value).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(traceparents[0]!.slice(3, 35)).not.toBe(traceparents[1]!.slice(3, 35));
  });

  it('sends no token header when signed out', async () => {
    setTokenProvider(() => null);
    const fetchMock = mockFetch({ status: 200, body: { data: { accessToken: 'x' } } });
    await http.post('auth/login', { email: 'a@b.c', password: 'p' });
    const [[, init]] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(init.headers).not.toHaveProperty('x-access-token');
  });

  it('shows a success toast for a message, capitalised', async () => {
    mockFetch({ status: 200, body: { data: { id: 1 }, message: 'landing page created' } });
    await http.post('x', {});
    expect(notifier.success).toHaveBeenCalledWith('Landing page created');
  });

  it('rejects isError answers with an error toast', async () => {
    mockFetch({ status: 200, body: { isError: true, message: 'not allowed now' } });
    await expect(http.get('x')).rejects.toMatchObject({ status: 200, message: 'not allowed now' });
    expect(notifier.error).toHaveBeenCalledWith('Not allowed now');
  });

  it('rethrows validation errors as ApiError with the field errors, toasting the first one', async () => {
    mockFetch({ status: 400, body: { message: 'Validation failed', errorMessages: { 'config.link': ['must be a valid url!'] } } });
    const error = await http.put('x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'must be a valid url!', errorMessages: { 'config.link': ['must be a valid url!'] } });
    expect(notifier.error).toHaveBeenCalledWith('Config › Link: must be a valid url!');
  });

  it('logs out on a 401 with a body', async () => {
    mockFetch({ status: 401, body: { message: 'Session expired' } });
    await expect(http.get('profile')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('keeps quiet when silent, but still rejects', async () => {
    mockFetch({ status: 500, body: { message: 'Boom' } });
    await expect(http.delete('x', undefined, { silent: true })).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(globalThis, 'fetch', { value: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')), configurable: true, writable: true });
    await expect(http.get('x')).rejects.toMatchObject({ status: 0 });
    expect(notifier.error).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('builds absolute URLs untouched', () => {
    expect(apiUrl('https://cdn.example.com/a', { query: { b: 1 } })).toBe('https://cdn.example.com/a?b=1');
  });
});
