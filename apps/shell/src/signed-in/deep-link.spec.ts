import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { configureModuleTable, markModuleTableRead, resetModuleTable, setRemoteModules } from '../federation/module-table';
import { warmRemote } from '../federation/remotes';
import { screenTitle } from '../layout/screen-title';
import { catalogDescriptions, installCatalogModules } from '../test/catalog-modules';
import { warmDeepLink } from './deep-link';

jest.mock('../federation/remotes', () => ({ warmRemote: jest.fn(async () => undefined), registerConfiguredRemotes: jest.fn() }));
// The descriptions are put into the table by each test, as the live table's answer would.
jest.mock('../federation/module-sources', () => ({ followModuleDescriptions: jest.fn() }));

afterEach(() => {
  resetSessionForTest();
  jest.mocked(warmRemote).mockClear();
});

describe('with the modules known', () => {
  beforeAll(() => installCatalogModules());

  it("starts loading the remote of the module a signed-in page was opened on, and names the module's screens", () => {
    signInForTest({ permissions: ['hotbanners.index'] });
    warmDeepLink('/hotbanner/edit/3');
    expect(warmRemote).toHaveBeenCalledWith({ remote: 'content', expose: 'HotBanners' });
    expect(screenTitle('/hotbanner')).toBe('Hot Banner · Back Office');
  });

  it("loads nothing for a module the user may not open, nor for the shell's own screens", () => {
    signInForTest({ permissions: ['landing.index'] });
    warmDeepLink('/hotbanner');
    warmDeepLink('/');
    warmDeepLink('/profile');
    expect(warmRemote).not.toHaveBeenCalled();
  });
});

it('warms a module this browser has not met yet once the remotes have described it', async () => {
  // A first visit: nothing remembered from an earlier page.
  localStorage.clear();
  resetModuleTable();
  configureModuleTable(['content', 'landing', 'files', 'ako']);
  signInForTest({ permissions: ['landing.index'] });
  warmDeepLink('/landing-pages/edit/4');
  expect(warmRemote).not.toHaveBeenCalled();
  setRemoteModules('landing', catalogDescriptions().get('landing'));
  markModuleTableRead();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warmRemote).toHaveBeenCalledWith({ remote: 'landing', expose: 'LandingPages' });
});
