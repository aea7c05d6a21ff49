import { ApiError } from '@backoffice/api';
import { replaceToasts, runUploads, uploadToasts, type Uploader, type UploadItem } from './upload-batch';

const files = ['new.png', 'old.png', 'big.png', 'other.png'].map((name) => new File(['x'], name));

// A fake API: old.png exists, big.png is too large, the rest are created.
const upload: Uploader = async ({ file, onProgress, overwrite }) => {
  const name = (file as File).name;
  onProgress?.(50);
  if (name === 'big.png') throw new ApiError(413, 'File size should be less than 10 mb');
  if (name === 'old.png' && !overwrite) return { status: 'exists', fileName: name, message: `File ${name} already exists`, inUse: false };
  return { status: 'created', fileName: name, fileUrl: `/files/banners/${name}` };
};

describe('batch upload report', () => {
  it('uploads every file, tracking each row, and sorts out created, existing and failed', async () => {
    const rows: Partial<UploadItem>[][] = files.map(() => []);
    const report = await runUploads(files, 'banners', upload, (index, change) => rows[index].push(change));
    expect(report.created.sort()).toEqual(['new.png', 'other.png']);
    expect(report.existing.map((e) => [e.file.name, e.folder])).toEqual([['old.png', 'banners']]);
    expect(report.failed).toEqual([{ name: 'big.png', message: 'File size should be less than 10 mb' }]);
    expect(rows[0]).toEqual([{ status: 'uploading', progress: 0 }, { progress: 50 }, { status: 'done', progress: 100 }]);
    expect(rows[1].at(-1)).toEqual({ status: 'exists', message: 'File old.png already exists' });
  });

  it('words a batch per file: one toast per file, success or its error', async () => {
    const report = await runUploads(files, 'banners', upload, () => undefined);
    const toasts = uploadToasts(report, true);
    expect(toasts).toEqual(
      expect.arrayContaining([
        { variant: 'success', message: 'File new.png uploaded successfully' },
        { variant: 'success', message: 'File other.png uploaded successfully' },
        { variant: 'error', message: 'File old.png already exists' },
        { variant: 'error', message: 'big.png: File size should be less than 10 mb' },
      ]),
    );
    expect(toasts).toHaveLength(4);
  });

  it('a single upload says "File uploaded successfully" and leaves an existing file to the replace question', async () => {
    const created = await runUploads([files[0]], 'banners', upload, () => undefined);
    expect(uploadToasts(created, false)).toEqual([{ variant: 'success', message: 'File uploaded successfully' }]);
    const existing = await runUploads([files[1]], 'banners', upload, () => undefined);
    expect(uploadToasts(existing, false)).toEqual([]);
    expect(existing.existing).toHaveLength(1);
  });

  it('replacing says "File replaced successfully" or, for several, "Files replaced successfully"', async () => {
    const one = await runUploads([files[1]], 'banners', upload, () => undefined, true);
    expect(replaceToasts(one, false)).toEqual([{ variant: 'success', message: 'File replaced successfully' }]);
    expect(replaceToasts(one, true)).toEqual([{ variant: 'success', message: 'Files replaced successfully' }]);
  });
});
