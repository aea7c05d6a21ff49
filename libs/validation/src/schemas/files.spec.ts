import fc from 'fast-check';
import * as v from 'valibot';
import {
  FILES_PER_FOLDER_LIMIT,
  standardFolders,
  deleteFilesQuerySchema,
  fileReference,
  fileReferenceProblem,
  filesPerFolderNotice,
  folderFormSchema,
  listFilesQuerySchema,
  moveEntrySchema,
  nameProblem,
  pathProblem,
  renameFormSchema,
  uploadFileSchema,
} from './files';

const messagesOf = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('file names and paths', () => {
  it.each([
    'summer.png',
    'Promocja lipcowa (1).jpg',
    'Żużel — finał.webp'.replace('—', '-'),
    'a'.repeat(255),
  ])('accepts name #%#', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['..', 'dot-dot'],
    ['.', 'dot'],
    ['.htaccess', 'hidden file'],
    ['a/b', 'slash'],
    ['a\\b', 'backslash'],
    ['a\0b', 'NUL'],
    ['%2e%2e', 'still-encoded dots'],
    ['a'.repeat(256), 'overlong'],
    ['ż'.repeat(128), 'overlong in bytes'],
    [' lead', 'leading space'],
    ['a:b', 'colon'],
    ['a,b', 'comma (the list separator)'],
    ['a\nb', 'newline'],
  ])('refuses name #%# (%s)', (name) => {
    expect(nameProblem(name)).not.toBeNull();
  });

  it('refuses absolute, parent and empty-segment paths', () => {
    expect(pathProblem('/etc/passwd')).toMatch(/relative/);
    expect(pathProblem('banners/../../etc')).not.toBeNull();
    expect(pathProblem('banners//a')).not.toBeNull();
    expect(pathProblem('banners/')).not.toBeNull();
    expect(pathProblem('')).not.toBeNull();
    expect(pathProblem('', { allowRoot: true })).toBeNull();
    expect(pathProblem('banners/2024/summer.png')).toBeNull();
  });

  it('lists every standard folder with its parents, parents first', () => {
    const STANDARD_FOLDERS = standardFolders();
    expect(STANDARD_FOLDERS).toContain('banners');
    expect(STANDARD_FOLDERS).toContain('promotionParameterIcons');
    const parent = STANDARD_FOLDERS.indexOf('registration-method-banners');
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(parent).toBeLessThan(STANDARD_FOLDERS.indexOf('registration-method-banners/desktopV2'));
    expect(STANDARD_FOLDERS.every((folder) => pathProblem(folder) === null)).toBe(true);
  });

  it('states the limit in the Polish notice', () => {
    expect(filesPerFolderNotice()).toContain(String(FILES_PER_FOLDER_LIMIT));
    expect(filesPerFolderNotice()).toMatch(/menedżer plików/);
  });
});

describe('request schemas', () => {
  it('parses an upload and defaults overwrite to false', () => {
    const output = v.parse(uploadFileSchema, { fileContents: 'iVBORw0KGgo=', fileName: 'a.png', folderName: 'banners' });
    expect(output.overwrite).toBe(false);
  });

  it('accepts a data: URL and refuses non-base64 content and unknown fields', () => {
    expect(v.safeParse(uploadFileSchema, { fileContents: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'a.png', folderName: 'x' }).success).toBe(true);
    expect(v.safeParse(uploadFileSchema, { fileContents: '<svg>', fileName: 'a.png', folderName: 'x' }).success).toBe(false);
    expect(v.safeParse(uploadFileSchema, { fileContents: 'aGk=', fileName: 'a.png', folderName: 'x', extra: 1 }).success).toBe(false);
  });

  it('reads query flags and one or several delete paths', () => {
    expect(v.parse(listFilesQuerySchema, {})).toEqual({ path: '', flat: false });
    expect(v.parse(listFilesQuerySchema, { path: 'banners', flat: 'true' })).toEqual({ path: 'banners', flat: true });
    expect(v.parse(deleteFilesQuerySchema, { path: 'banners/a.png' }).path).toEqual(['banners/a.png']);
    expect(v.parse(deleteFilesQuerySchema, { path: ['banners/a.png', 'banners/b.png'] }).path).toHaveLength(2);
    expect(v.parse(deleteFilesQuerySchema, { path: 'banners/a.png,banners/b.png' }).path).toEqual(['banners/a.png', 'banners/b.png']);
    expect(v.safeParse(deleteFilesQuerySchema, { path: '../a' }).success).toBe(false);
  });

  it('requires both ends of a move', () => {
    expect(v.safeParse(moveEntrySchema, { source: 'banners/a.png', destination: 'medals/a.png' }).success).toBe(true);
    expect(v.safeParse(moveEntrySchema, { source: 'banners/a.png' }).success).toBe(false);
  });

  it('gives the spec message for an empty name', () => {
    expect(messagesOf(v.safeParse(renameFormSchema, { name: '  ' }))).toEqual(['Name is required!']);
    expect(messagesOf(v.safeParse(folderFormSchema, {}))).toEqual(['Folder name is required!']);
    expect(messagesOf(v.safeParse(folderFormSchema, { name: 'a/b' }))[0]).toMatch(/^Folder name may contain only/);
  });
});

describe('fileReference', () => {
  const link = (path: string, origin = '') => `${origin}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
  const segment = fc.stringMatching(/^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,20}$/u).filter((s) => s === s.trim());
  const safePath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

  it('accepts a link to any safe storage path, encoded as the file manager links it, with or without an origin', () => {
    fc.assert(fc.property(safePath, fc.constantFrom('', 'https://cdn.example.pl', 'http://localhost:3333', 'https://cdn.example.pl/static/v1.2'), (path, origin) => {
      expect(pathProblem(path)).toBeNull();
      expect(fileReferenceProblem(link(path, origin))).toBeNull();
      expect(v.parse(fileReference(), link(path, origin))).toBe(link(path, origin));
    }));
  });

  it('refuses what the file manager refuses as a path, however it is encoded', () => {
    const hostile = fc.constantFrom('..', '.', '.env', 'a"><script>', "x'><img src=x onerror=alert(1)>", 'a\\b', 'a%2f..', '\0', '');
    fc.assert(fc.property(safePath, hostile, fc.boolean(), (path, bad, encode) => {
      const raw = `/files/${path}/${encode ? encodeURIComponent(bad) : bad}`;
      expect(fileReferenceProblem(raw)).toBe('must be a valid file link!');
    }));
  });

  it('refuses path traversal, markup, broken escapes, other sites and anything outside the file store', () => {
    for (const bad of ['/files/../../etc/passwd', '/files/x"><script>', '/files/%2e%2e/secret', '/files/a/%E0%A4%A', 'javascript:alert(1)', 'https://evil.example/x.png', '/uploads/a.png', '/files/', '//evil.example/files/a.png', 'https://cdn.example.pl/../files/a.png', '/static/files/a.png']) {
      expect([bad, v.safeParse(fileReference(), bad).issues?.[0].message]).toEqual([bad, 'must be a valid file link!']);
    }
  });
});
