// Field data leaves the browser in batches per build: nothing until a flush (or a full batch), one POST per build
// with every sample in order, and a request that outlives the page when the tab is hidden.
import { getRuntimeConfig, setRuntimeConfig } from '@backoffice/api';
import { mockFetch } from '@backoffice/ui/testing';
import { flushFieldData, recordCrash, recordView } from './field-data';

jest.mock('web-vitals', () => ({ onINP: jest.fn(), onLCP: jest.fn(), onCLS: jest.fn() }));

describe('field data', () => {
  it('sends one batch per build when flushed, its samples in order, and nothing before', async () => {
    const calls = mockFetch({ status: 200, body: { data: null } });
    recordView('content', '1.2.0');
    recordView('landing', '1.0.0');
    recordCrash('content', '1.2.0');
    expect(calls).toHaveLength(0);
    flushFieldData();
    await Promise.resolve();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/v1/remotes/field-data', { remote: 'content', version: '1.2.0', samples: [{ kind: 'view' }, { kind: 'error' }] }],
      ['POST', '/api/v1/remotes/field-data', { remote: 'landing', version: '1.0.0', samples: [{ kind: 'view' }] }],
    ]);
    flushFieldData();
    expect(calls).toHaveLength(2);
  });

  it("records nothing when config.json's fieldData is false", () => {
    const calls = mockFetch({ status: 200, body: { data: null } });
    const before = getRuntimeConfig();
    setRuntimeConfig({ ...before, fieldData: false });
    try {
      recordView('content', '1.2.0');
      recordCrash('content', '1.2.0');
      flushFieldData();
      expect(calls).toHaveLength(0);
    } finally {
      setRuntimeConfig(before);
    }
  });

  it('sends a batch as soon as it holds 50 samples', () => {
    const calls = mockFetch({ status: 200, body: { data: null } });
    for (let i = 0; i < 50; i++) recordView('files', '2.0.0');
    expect(calls).toHaveLength(1);
    expect((calls[0].body as { samples: unknown[] }).samples).toHaveLength(50);
  });

  it('sends with keepalive when the tab is hidden, so the request outlives the page', () => {
    const fetchSpy = jest.fn().mockResolvedValue({ status: 200 });
    Object.defineProperty(globalThis, 'fetch', { value: fetchSpy, configurable: true, writable: true });
    recordView('ako', '1.0.0');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.keepalive, JSON.parse(String(init.body))]).toEqual(['/api/v1/remotes/field-data', 'POST', true, { remote: 'ako', version: '1.0.0', samples: [{ kind: 'view' }] }]);
  });
});
