const { checkLibrary, compareSurfaces, madeBump, requiredBump } = require('./rule.cjs');

const before = { '@backoffice/ui': { Button: 'value () => Element', Card: 'value () => Element' } };
const base = { name: '@backoffice/ui', reportFile: 'libs/ui/api-report.json', packageFile: 'libs/ui/package.json' };
const report = { version: '2.2.0', entries: before };

describe('API report rule', () => {
  it('lists added, removed and changed exports by entry, each change graded', () => {
    const after = { '@backoffice/ui': { Button: 'value (p: Props) => Element', Dialog: 'value () => Element' }, '@backoffice/ui/theme': { adminTheme: 'value Theme' } };
    const diff = compareSurfaces(before, after);
    expect(diff.added).toEqual(['@backoffice/ui › Dialog', '@backoffice/ui/theme › adminTheme']);
    expect(diff.removed).toEqual(['@backoffice/ui › Card']);
    expect(diff.changed).toEqual([
      { label: '@backoffice/ui › Button', level: 'major', findings: [{ level: 'major', what: 'parameter 1 (p) added, required (remotes that call it without it break)' }] },
    ]);
  });

  it('needs a major bump for a removal or a breaking change, a minor one for an addition or a compatible change', () => {
    const change = (level) => ({ label: 'x', level, findings: [] });
    expect(requiredBump({ added: [], removed: ['x'], changed: [] })).toBe('major');
    expect(requiredBump({ added: ['y'], removed: [], changed: [change('major')] })).toBe('major');
    expect(requiredBump({ added: [], removed: [], changed: [change('minor')] })).toBe('minor');
    expect(requiredBump({ added: ['y'], removed: [], changed: [] })).toBe('minor');
    expect(requiredBump({ added: [], removed: [], changed: [change('none')] })).toBe('none');
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

// The bump one export's change needs, as a remote sees it: the report's texts before and after (surface.cjs format).
const bumpFor = (was, is) => requiredBump(compareSurfaces({ '@backoffice/ui': { X: was } }, { '@backoffice/ui': { X: is } }));

describe('API report rule, graded as a remote sees a change', () => {
  it('added optional member = minor', () => {
    expect(bumpFor('type { open: boolean; title?: string | undefined }', 'type { open: boolean; title?: string | undefined; busy?: boolean | undefined }')).toBe('minor');
    // the same in an object a function takes, and in a nested object of a type
    expect(bumpFor('value (options: { path: string; }) => void', 'value (options: { path: string; base?: string; }) => void')).toBe('minor');
    expect(bumpFor('type { rule?: { width: number; } | undefined }', 'type { rule?: { width: number; maxMb?: number; } | undefined }')).toBe('minor');
  });

  it('added required member = major', () => {
    expect(bumpFor('type { open: boolean }', 'type { open: boolean; busy: boolean }')).toBe('major');
  });

  it('removed member = major', () => {
    expect(bumpFor('type { open: boolean; busy?: boolean | undefined }', 'type { open: boolean }')).toBe('major');
    expect(bumpFor('value { get: () => void; put: () => void }', 'value { get: () => void }')).toBe('major');
  });

  it('optional made required = major', () => {
    expect(bumpFor('type { open: boolean; title?: string | undefined }', 'type { open: boolean; title: string }')).toBe('major');
    expect(bumpFor('value (path: string, options?: Options) => string', 'value (path: string, options: Options) => string')).toBe('major');
  });

  it('added export = minor', () => {
    const diff = compareSurfaces(before, { '@backoffice/ui': { ...before['@backoffice/ui'], Dialog: 'value () => Element' } });
    expect(requiredBump(diff)).toBe('minor');
  });

  it('removed export = major', () => {
    const diff = compareSurfaces(before, { '@backoffice/ui': { Button: before['@backoffice/ui'].Button } });
    expect(requiredBump(diff)).toBe('major');
  });

  it('added union member to a type = minor', () => {
    expect(bumpFor('type "exact" | "atLeast"', 'type "exact" | "atLeast" | "atMost"')).toBe('minor');
    expect(bumpFor('type { mode: "exact" | "atLeast" }', 'type { mode: "exact" | "atLeast" | "atMost" }')).toBe('minor');
    // a parameter that accepts more
    expect(bumpFor('value (id: string) => void', 'value (id: string | number) => void')).toBe('minor');
  });

  it('removed union member = major', () => {
    expect(bumpFor('type "exact" | "atLeast" | "atMost"', 'type "exact" | "atMost"')).toBe('major');
    expect(bumpFor('value (id: string | number) => void', 'value (id: string) => void')).toBe('major');
  });

  it('added optional parameter = minor, added required parameter = major', () => {
    expect(bumpFor('value (fileName: string, blob: Blob) => void', 'value (fileName: string, blob: Blob, unsaved?: boolean) => void')).toBe('minor');
    expect(bumpFor('value (fileName: string, blob: Blob) => void', 'value (fileName: string, blob: Blob, unsaved: boolean) => void')).toBe('major');
  });

  it('value export made type-only = major', () => {
    expect(bumpFor('type { status: number } & value typeof ApiError', 'type { status: number }')).toBe('major');
  });

  it('grades what a function returns as an output: a member added = minor, a union member added = major', () => {
    expect(bumpFor('value () => { close: () => void; }', 'value () => { close: () => void; lastEventId: string; }')).toBe('minor');
    expect(bumpFor('value () => string', 'value () => string | undefined')).toBe('major');
  });

  it('a change the rule cannot classify stays major, and the message says what changed and why', () => {
    expect(bumpFor('value () => void', 'value () => () => void')).toBe('major');
    expect(bumpFor('value Schema<A… sha256:0123456789abcdef (400 chars)', 'value Schema<A… sha256:fedcba9876543210 (401 chars)')).toBe('major');
    const surface = { '@backoffice/ui': { ...before['@backoffice/ui'], Button: 'value () => () => void' } };
    const result = checkLibrary({ ...base, version: '2.3.0', report, surface });
    expect(result).toMatchObject({ ok: false, writable: false });
    expect(result.message).toContain('breaking change: @backoffice/ui › Button — return type changed from `Element` to `() => void`: not a change the rule can grade as compatible, so major to be safe');
    expect(result.message).toContain('set "version": "3.0.0"');
  });

  it('says why a breaking change is major', () => {
    const typed = { '@backoffice/ui': { Props: 'type { open: boolean; busy?: boolean | undefined }' } };
    const result = checkLibrary({ ...base, version: '2.3.0', report: { version: '2.2.0', entries: typed }, surface: { '@backoffice/ui': { Props: 'type { open: boolean }' } } });
    expect(result.message).toContain('breaking change: @backoffice/ui › Props — member `busy` removed (remotes that use it break)');
  });

  it('accepts a compatible change with a minor bump and lets api-report write the report', () => {
    const typed = { '@backoffice/ui': { Props: 'type { open: boolean }' } };
    const surface = { '@backoffice/ui': { Props: 'type { open: boolean; busy?: boolean | undefined }' } };
    const tooLittle = checkLibrary({ ...base, version: '2.2.1', report: { version: '2.2.0', entries: typed }, surface });
    expect(tooLittle).toMatchObject({ ok: false, writable: false });
    expect(tooLittle.message).toContain('compatible change: @backoffice/ui › Props — member `busy` added (optional)');
    expect(tooLittle.message).toContain('set "version": "2.3.0"');
    expect(checkLibrary({ ...base, version: '2.3.0', report: { version: '2.2.0', entries: typed }, surface })).toMatchObject({ ok: false, writable: true });
  });

  it('needs no bump for a change no remote can see (parameter names, union order), but the report must follow', () => {
    expect(bumpFor('value (a: string) => void', 'value (name: string) => void')).toBe('none');
    expect(bumpFor('type "a" | "b"', 'type "b" | "a"')).toBe('none');
    const recorded = { version: '2.2.0', entries: { '@backoffice/ui': { Card: 'value (p: "a" | "b") => Element' } } };
    const result = checkLibrary({ ...base, version: '2.2.0', report: recorded, surface: { '@backoffice/ui': { Card: 'value (q: "b" | "a") => Element' } } });
    expect(result).toMatchObject({ ok: false, writable: true });
    expect(result.message).toContain('no version bump needed');
  });
});

