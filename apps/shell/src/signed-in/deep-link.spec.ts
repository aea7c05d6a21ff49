import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { warmRemote } from '../federation/remotes';
import { screenTitle } from '../layout/screen-title';
import { warmDeepLink } from './deep-link';

jest.mock('../federation/remotes', () => ({ warmRemote: jest.fn(async () => undefined), registerConfiguredRemotes: jest.fn() }));

afterEach(() => {
  resetSessionForTest();
  jest.mocked(warmRemote).mockClear();
});

it("starts loading the remote of the module a signed-in page was opened on, and names the module's screens (issue 34)", () => {
  signInForTest({ permissions: ['hotbanners.index'] });
  warmDeepLink('/hotbanner/edit/3');
  expect(warmRemote).toHaveBeenCalledWith({ remote: 'content', expose: 'HotBanners' });
  expect(screenTitle('/hotbanner')).toBe('Hot Banner · Back Office');
});

it('loads nothing for a module the user may not open, nor for the shell\'s own screens', () => {
  signInForTest({ permissions: ['landing.index'] });
  warmDeepLink('/hotbanner');
  warmDeepLink('/');
  warmDeepLink('/profile');
  expect(warmRemote).not.toHaveBeenCalled();
});
