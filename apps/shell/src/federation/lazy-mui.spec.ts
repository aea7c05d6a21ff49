import { getInstance } from '@module-federation/enhanced/runtime';
import { provideAllMui, provideMuiParts } from './lazy-mui';

// The federation runtime is the boundary: the shell's share scope offers Button (a part in use), nothing else.
const registerShared = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
jest.mocked(getInstance).mockReturnValue({
  options: { name: 'shell' },
  shareScopeMap: { default: { '@mui/material/Button': { '7.3.0': { from: 'shell' } } } },
  registerShared,
} as unknown as ReturnType<typeof getInstance>);

// The catalogue (generated at build time): each part with its version and a dynamic import of it.
let mockCatalogueLoads = 0;
const rating = { default: 'Rating' };
jest.mock('./mui-catalogue', () => {
  mockCatalogueLoads += 1;
  return {
    lazyMui: [
      ['@mui/material/Rating', '7.3.0', () => Promise.resolve(rating)],
      ['@mui/material/Slider', '7.3.0', () => Promise.resolve({ default: 'Slider' })],
    ],
  };
});

describe('the MUI parts a remote names', () => {
  beforeEach(() => registerShared.mockClear());

  it('are not looked up in the catalogue when the shell offers them all already', async () => {
    await provideMuiParts(['react', '@backoffice/ui', '@mui/material/Button']);
    expect(registerShared).not.toHaveBeenCalled();
    expect(mockCatalogueLoads).toBe(0);
  });

  it('are registered from the catalogue when the shell does not offer them yet, and only those', async () => {
    await provideMuiParts(['@mui/material/Button', '@mui/material/Rating']);
    expect(registerShared).toHaveBeenCalledTimes(1);
    const offered = registerShared.mock.calls[0][0] as Record<string, { version: string; shareConfig: object; get: () => Promise<() => unknown> }>;
    expect(Object.keys(offered)).toEqual(['@mui/material/Rating']);
    expect(offered['@mui/material/Rating']).toMatchObject({ version: '7.3.0', shareConfig: { singleton: true, requiredVersion: false } });
    expect((await offered['@mui/material/Rating'].get())()).toBe(rating);
  });

  it('are all registered for a remote without a manifest', async () => {
    await provideAllMui();
    expect(Object.keys(registerShared.mock.calls[0][0] as object)).toEqual(['@mui/material/Rating', '@mui/material/Slider']);
    expect(mockCatalogueLoads).toBe(1);
  });
});
