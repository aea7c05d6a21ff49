import { modules, previews } from '../test/catalog-modules';
import { screenTitle, setModuleScreens } from './screen-title';

beforeAll(() => setModuleScreens([...previews, ...modules]));

describe('screenTitle', () => {
  it('names every module of the table, on its sub-screens too', () => {
    for (const m of modules) {
      expect(screenTitle(m.path)).toBe(`${m.label} · Back Office`);
      expect(screenTitle(`${m.path}/edit/7`)).toBe(`${m.label} · Back Office`);
    }
  });

  it('prefers the longer of two matching prefixes', () => {
    expect(screenTitle('/landing-pages-base-config')).toBe('Landing Pages Base Config · Back Office');
    expect(screenTitle('/landing-pages/add')).toBe('Landing Pages · Back Office');
  });

  it("names the shell's own screens and falls back to the product name", () => {
    expect(screenTitle('/')).toBe('Home · Back Office');
    expect(screenTitle('/login')).toBe('Login · Back Office');
    expect(screenTitle('/reset-password/abc')).toBe('Reset Password · Back Office');
    expect(screenTitle('/nowhere')).toBe('Back Office');
  });
});
