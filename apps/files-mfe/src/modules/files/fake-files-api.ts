// Spec helper: an in-memory files API behind fetch (listing, folders, delete, rename) and XMLHttpRequest
// (uploads), answering as apps/admin-api does, so component specs run the real client and hooks.
import type { FileEntry, FileListing, FileUsage } from '@backoffice/validation';

export interface FakeFilesApi {
  entries: Map<string, FileEntry>;
  requests: { method: string; url: string; body?: unknown }[];
  /** Records that use stored files, as the server's usage registry would find them. */
  usedBy: FileUsage[];
}

const parent = (path: string) => path.split('/').slice(0, -1).join('/');
const base = (path: string) => path.split('/').pop() ?? path;

export function entry(path: string, isDir = false, updatedAt = '2026-01-01T00:00:00Z'): FileEntry {
  return { id: path, name: base(path), isDir, link: isDir ? '' : `/files/${path}`, contentType: isDir ? null : 'image/png', size: 10, updatedAt };
}

function reply(status: number, body: unknown) {
  const raw = JSON.stringify(body);
  return { status, text: async () => raw } as unknown as Response;
}

export function installFakeFilesApi(paths: string[]): FakeFilesApi {
  const api: FakeFilesApi = { entries: new Map(), requests: [], usedBy: [] };
  const usageOf = (paths: string[]) => api.usedBy.filter((usage) => paths.some((p) => usage.path === p || usage.path.startsWith(`${p}/`)));
  const inUse = (paths: string[], url: URL) => {
    const usedBy = url.searchParams.get('force') === 'true' ? [] : usageOf(paths);
    return usedBy.length > 0 ? reply(409, { message: `In use by ${usedBy.length} records`, usedBy }) : null;
  };
  for (const path of paths) api.entries.set(path.replace(/\/$/, ''), entry(path.replace(/\/$/, ''), path.endsWith('/')));
  let clock = Date.parse('2026-02-01T00:00:00Z');

  const fetchFake = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : undefined;
    api.requests.push({ method, url: `${url.pathname}${url.search}`, body });
    const path = url.searchParams.get('path') ?? '';
    if (method === 'GET' && url.pathname === '/api/v1/files') {
      if (path !== '' && !api.entries.get(path)?.isDir) return reply(404, { message: `Folder ${path} not found` });
      const listed = [...api.entries.values()].filter((e) => parent(e.id) === path);
      const listing: FileListing = { path, entries: listed, totalFiles: listed.filter((e) => !e.isDir).length, truncated: false, limit: 1000 };
      return reply(200, { data: listing });
    }
    if (method === 'GET' && url.pathname === '/api/v1/files/usage') {
      return reply(200, { data: { usedBy: usageOf(path.split(',')) } });
    }
    if (method === 'POST' && url.pathname === '/api/v1/folder') {
      if (api.entries.has(path)) return reply(409, { message: `Folder ${base(path)} already exists` });
      api.entries.set(path, entry(path, true));
      return reply(201, { data: { path }, message: 'Folder created successfully' });
    }
    if (method === 'DELETE' && url.pathname === '/api/v1/files') {
      const targets = path.split(',');
      const refused = inUse(targets, url);
      if (refused) return refused;
      for (const target of targets) api.entries.delete(target);
      return reply(200, { data: { deleted: targets }, message: `${targets.length} files deleted successfully` });
    }
    if (method === 'PATCH' && body) {
      const moved = api.entries.get(body.source);
      if (!moved) return reply(404, { message: `${body.source} not found` });
      const refused = inUse([body.source], url);
      if (refused) return refused;
      if (api.entries.has(body.destination)) return reply(409, { message: `File ${base(body.destination)} already exists` });
      api.entries.delete(body.source);
      api.entries.set(body.destination, { ...moved, id: body.destination, name: base(body.destination), link: `/files/${body.destination}` });
      return reply(200, { data: { path: body.destination }, message: 'File or Folder renamed successfully' });
    }
    return reply(404, { message: 'Not found' });
  };
  Object.defineProperty(globalThis, 'fetch', { value: fetchFake, configurable: true, writable: true });

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(raw: string) {
      const body = JSON.parse(raw) as { fileName: string; folderName: string; overwrite: boolean };
      const key = `${body.folderName}/${body.fileName}`;
      api.requests.push({ method: 'POST', url: '/api/v1/files', body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      const exists = api.entries.has(key);
      if (exists && !body.overwrite) {
        this.status = 409;
        this.responseText = JSON.stringify({ message: `File ${body.fileName} already exists` });
      } else {
        clock += 1000;
        api.entries.set(key, entry(key, false, new Date(clock).toISOString()));
        this.status = exists ? 200 : 201;
        this.responseText = JSON.stringify({ data: { fileUrl: `/files/${key}` }, message: exists ? 'File replaced successfully' : 'File uploaded successfully' });
      }
      setTimeout(() => this.onload?.(), 0);
    }
  }
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  return api;
}
