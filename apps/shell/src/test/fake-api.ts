/** A fetch stand-in answering like the admin API, recording calls; tests set the reply per "METHOD path" (the latest wins). */
type Reply = { status: number; body?: unknown };

export interface FakeApi {
  calls: Array<{ method: string; url: string; body?: unknown; token?: string }>;
  on(route: string, reply: Reply): void;
}

export function installFakeApi(): FakeApi {
  const replies = new Map<string, Reply>();
  const api: FakeApi = {
    calls: [],
    on(route, reply) {
      replies.set(route, reply);
    },
  };
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api\/v1\//, '').split('?')[0];
    const headers = (init.headers ?? {}) as Record<string, string>;
    api.calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined, token: headers['x-access-token'] });
    const reply = replies.get(`${method} ${path}`) ?? { status: 200, body: { data: null } };
    return { status: reply.status, text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)) } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return api;
}

export const adminProfile = {
  user: { id: 1, firstName: 'Anna', lastName: 'Admin', email: 'admin@example.com', roles: ['Super admin'] },
  permissions: {},
  allPermissions: true,
};

export const editorProfile = {
  user: { id: 2, firstName: 'Ewa', lastName: 'Editor', email: 'editor@example.com', roles: ['Landing editor'] },
  permissions: { 'landing.index': true, 'landing.create': true, 'landing.update': true, 'landing.read': true, 'landing.delete': true },
  allPermissions: false,
};
