import { uploadFile, readAsBase64 } from './upload-file';
import { setTokenProvider } from '../http/registry';
import { setRuntimeConfig } from '../runtime-config';
import { ApiError } from '../http/api-error';

// A stand-in XMLHttpRequest: records what was sent, reports progress, answers with a status and a body.
class FakeXhr {
  static answer = { status: 201, body: '' };
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  abort() { this.onabort?.(); }
  send(body: string) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
});
beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1' });
  setTokenProvider(() => 'token-1');
});

const file = new File(['hello'], 'banner.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('reads files as plain base64', async () => {
    await expect(readAsBase64(file)).resolves.toBe(Buffer.from('hello').toString('base64'));
  });

  it('posts base64 contents with the token and reports progress; 201 gives the file URL', async () => {
    FakeXhr.answer = { status: 201, body: JSON.stringify({ data: { fileUrl: '/files/banners/banner.png' } }) };
    const progress: number[] = [];
    const result = await uploadFile({ file, folderName: 'banners', onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ status: 'created', fileUrl: '/files/banners/banner.png', fileName: 'banner.png' });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/v1/files');
    expect(FakeXhr.last.headers['x-access-token']).toBe('token-1');
    expect(JSON.parse(FakeXhr.last.sent)).toEqual({ fileContents: 'aGVsbG8=', fileName: 'banner.png', folderName: 'banners', overwrite: false });
    expect(progress).toEqual([50, 100]);
  });

  it('turns 409 into a typed "exists" result instead of an error', async () => {
    FakeXhr.answer = { status: 409, body: JSON.stringify({ message: 'File banner.png already exists' }) };
    await expect(uploadFile({ file, folderName: 'banners' })).resolves.toEqual({
      status: 'exists', fileName: 'banner.png', message: 'File banner.png already exists', inUse: false,
    });
  });

  it('marks a 409 of a replace that content uses as inUse, and sends force=true once confirmed', async () => {
    FakeXhr.answer = { status: 409, body: JSON.stringify({ message: 'In use by one record', usedBy: [{ path: 'banners/banner.png' }] }) };
    await expect(uploadFile({ file, folderName: 'banners', overwrite: true })).resolves.toMatchObject({ status: 'exists', inUse: true, message: 'In use by one record' });
    FakeXhr.answer = { status: 200, body: JSON.stringify({ data: { fileUrl: '/files/banners/banner.png' } }) };
    await uploadFile({ file, folderName: 'banners', overwrite: true, force: true });
    expect(FakeXhr.last.url).toMatch(/files\?force=true$/);
  });

  it('sends overwrite when replacing', async () => {
    FakeXhr.answer = { status: 201, body: JSON.stringify({ data: { fileUrl: '/files/x' } }) };
    await uploadFile({ file, folderName: 'banners', overwrite: true, fileName: 'x.png' });
    expect(JSON.parse(FakeXhr.last.sent)).toMatchObject({ overwrite: true, fileName: 'x.png' });
  });

  it('rejects other failures with ApiError', async () => {
    FakeXhr.answer = { status: 400, body: JSON.stringify({ message: 'Validation failed', errorMessages: { fileName: ['File name is required!'] } }) };
    const error = await uploadFile({ file, folderName: 'banners', silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'File name is required!' });
  });
});
