import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchProvidedChunks } from './shared-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const offer = (from: string, state: object = {}) => ({ from, get: jest.fn(async () => () => ({})), ...state });
const richText = offer('shell');
const dayjs = offer('shell', { loaded: true });
const fromRemote = offer('landing');
jest.mocked(getInstance).mockReturnValue({
  options: { name: 'shell' },
  shareScopeMap: { default: { '@backoffice/ui/rich-text': { '3.1.0': richText }, dayjs: { '1.11.0': dayjs }, zustand: { '5.0.0': fromRemote } } },
} as unknown as ReturnType<typeof getInstance>);

it("fetches the chunks of the shared modules the shell provides and has not loaded, without running them", async () => {
  fetchProvidedChunks(['@backoffice/ui/rich-text', 'dayjs', 'zustand', 'not-shared', 42, '__proto__']);
  await Promise.resolve();
  expect(richText.get).toHaveBeenCalledTimes(1);
  // The factory `get` hands back is not called: the module runs when the remote asks for it.
  expect(dayjs.get).not.toHaveBeenCalled();
  expect(fromRemote.get).not.toHaveBeenCalled();
});

it('ignores a build record that names no list', () => {
  expect(() => fetchProvidedChunks({ './AkoGenerator': 'dayjs' })).not.toThrow();
  expect(() => fetchProvidedChunks(undefined)).not.toThrow();
});
