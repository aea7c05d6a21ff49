const { checkLibrary, compareSurfaces, madeBump, requiredBump } = require('./rule.cjs');

const before = { '@backoffice/ui': { Button: 'value () => Element', Card: 'value () => Element' } };
const base = { name: '@backoffice/ui', reportFile: 'libs/ui/api-report.json', packageFile: 'libs/ui/package.json' };
const report = { version: '2.2.0', entries: before };

describe('API report rule', () => {
  it('lists added, removed and changed exports by entry', () => {
    const after = { '@backoffice/ui': { Button: 'value (p: Props) => Element', Dialog: 'value () => Element' }, '@backoffice/ui/theme': { adminTheme: 'value Theme' } };
    expect(compareSurfaces(before, after)).toEqual({
      added: ['@backoffice/ui › Dialog', '@backoffice/ui/theme › adminTheme'],
      removed: ['@backoffice/ui › Card'],
      changed: ['@backoffice/ui › Button'],
    });
  });

  it('needs a major bump for a removal or a change, a minor one for an addition', () => {
    expect(requiredBump({ added: [], removed: ['x'], changed: [] })).toBe('major');
    expect(requiredBump({ added: ['y'], removed: [], changed: ['x'] })).toBe('major');
    expect(requiredBump({ added: ['y'], removed: [], changed: [] })).toBe('minor');
    expect(requiredBump({ added: [], removed: [], changed: [] })).toBe('none');
    expect(madeBump('2.2.0', '2.2.1')).toBe('patch');
    expect(madeBump('2.2.0', '2.3.0')).toBe('minor');
    expect(madeBump('2.2.0', '3.0.0')).toBe('major');
    expect(madeBump('2.2.0', '2.1.0')).toBe('downgrade');
  });

  it('passes when the sources match the report and its version', () => {
    expect(checkLibrary({ ...base, version: '2.2.0', report, surface: before }).ok).toBe(true);
  });

  it('fails an added export without a minor bump, naming the version to set and how to update the report', () => {
    const surface = { '@backoffice/ui': { ...before['@backoffice/ui'], Dialog: 'value () => Element' } };
    const result = checkLibrary({ ...base, version: '2.2.1', report, surface });
    expect(result).toMatchObject({ ok: false, writable: false });
    expect(result.message).toContain('without a minor version bump');
    expect(result.message).toContain('added: @backoffice/ui › Dialog');
    expect(result.message).toContain('set "version": "2.3.0" in libs/ui/package.json, then run `npm run api-report`');
  });

  it('fails a removed export with only a minor bump: it needs a major one', () => {
    const surface = { '@backoffice/ui': { Button: 'value () => Element' } };
    const result = checkLibrary({ ...base, version: '2.3.0', report, surface });
    expect(result.ok).toBe(false);
    expect(result.message).toContain('set "version": "3.0.0"');
  });

  it('asks for the report to be updated once the version is bumped enough (and lets api-report write it)', () => {
    const surface = { '@backoffice/ui': { Button: 'value () => Element' } };
    const result = checkLibrary({ ...base, version: '3.0.0', report, surface });
    expect(result).toMatchObject({ ok: false, writable: true });
    expect(result.message).toContain('run `npm run api-report` to update libs/ui/api-report.json');
  });

  it('refuses a version lower than the report and a version the report does not record', () => {
    expect(checkLibrary({ ...base, version: '2.1.0', report, surface: before })).toMatchObject({ ok: false, writable: false });
    expect(checkLibrary({ ...base, version: '2.2.1', report, surface: before })).toMatchObject({ ok: false, writable: true });
  });
});
