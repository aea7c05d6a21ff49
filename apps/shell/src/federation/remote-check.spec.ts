import { liveApi } from './live-remotes';
import { refusalOf } from './remote-check';

jest.mock('./live-remotes', () => ({ liveApi: jest.fn() }));

// What the shell's build provides, as DefinePlugin writes it.
Object.assign(globalThis, { __SHELL_CONTRACTS__: { versions: { '@backoffice/ui': '3.1.0' }, exports: { '@backoffice/ui': ['ListPage'] } } });

const manifest = (api: string[]) => ({
  buildRecord: { name: 'content', version: '1.9.0', commit: 'c', builtAt: '', needs: { '@backoffice/ui': '^3.0.0' }, imports: { '@backoffice/ui': ['ListPage'] }, api },
});

it("refuses a remote whose screens call a module the API does not serve, naming the API release it waits for", () => {
  jest.mocked(liveApi).mockReturnValue({ modules: ['banners'] });
  expect(refusalOf(manifest(['banners', 'promo-partners']))?.reasons).toEqual([
    'content 1.9.0 needs the promo-partners API, which this API does not serve — release the API first',
  ]);
  expect(refusalOf(manifest(['banners']))).toBeNull();
});

it('does not check the API against an API that does not say what it serves', () => {
  jest.mocked(liveApi).mockReturnValue(null);
  expect(refusalOf(manifest(['promo-partners']))).toBeNull();
});
