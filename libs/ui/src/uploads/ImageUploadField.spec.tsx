import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { setModuleDirectory } from '@backoffice/validation';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { uploadFile, type UploadFileOptions } from '@backoffice/api/query';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { FormShell } from '../form-shell/FormShell';
import { ImageUploadField } from './ImageUploadField';
import { PdfUploadField } from './PdfUploadField';
import { IMAGE_SIZES, type ImageSizeSpec } from './image-sizes';
import { measureImageFile, measureImageUrl } from './image-measure';
import { resetFileBrowser, type FileBrowserDialogProps } from './file-browser';

// The federation runtime, the upload transport and image decoding are the boundaries mocked here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('@backoffice/api/query', () => ({ ...jest.requireActual('@backoffice/api/query'), uploadFile: jest.fn() }));
jest.mock('./image-measure', () => ({ measureImageFile: jest.fn(), measureImageUrl: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.Mock;
const mockedUpload = uploadFile as jest.MockedFunction<typeof uploadFile>;
const mockedMeasure = measureImageFile as jest.Mock;
const mockedMeasureUrl = measureImageUrl as jest.Mock;

function FakeBrowser({ open, onPick, accept, initialPath }: FileBrowserDialogProps) {
  return open ? (
    <div role="dialog" aria-label={`Files (${accept})`} data-folder={initialPath ?? ''}>
      <button type="button" onClick={() => onPick({ url: '/files/banners/picked.png', size: 2048, name: 'picked.png' })}>Pick picked.png</button>
    </div>
  ) : null;
}

function renderField(size: ImageSizeSpec = IMAGE_SIZES.banner, initial?: string | string[]) {
  const submitted: unknown[] = [];
  render(
    <MemoryRouter>
      <FormShell schema={v.object({ image: v.unknown() })} mode="add" initialValues={{ image: initial }} onSubmit={(values) => { submitted.push(values); }}>
        <ImageUploadField name="image" label="Banner" size={size} folderName="banners" />
      </FormShell>
    </MemoryRouter>,
  );
  return submitted;
}

const png = (name = 'a.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText(/^Upload images?: Banner$/), { target: { files } });

afterEach(() => resetSessionForTest());
beforeEach(() => {
  // May upload and replace unless a test says otherwise.
  signInForTest({ permissions: ['files.create', 'files.update'] });
  resetFileBrowser();
  mockedLoadRemote.mockReset().mockResolvedValue({ default: FakeBrowser });
  mockedUpload.mockReset();
  mockedMeasure.mockReset().mockResolvedValue({ width: 2000, height: 600 });
  mockedMeasureUrl.mockReset().mockResolvedValue({ width: 2000, height: 600 });
});

describe('ImageUploadField', () => {
  it('shows the required size as a note', () => {
    renderField();
    expect(screen.getByText('Required size: 2000 x 600 px, up to 1 MB')).toBeInTheDocument();
  });

  it('allows only one file', async () => {
    renderField();
    pick([png('a.png'), png('b.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only one file is allowed');
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('refuses files over the size limit', async () => {
    renderField(IMAGE_SIZES.promotionParameterIcon);
    pick([png('big.png', 600 * 1024)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size should be less than 0.5 mb');
  });

  it('refuses wrong dimensions in exact mode', async () => {
    mockedMeasure.mockResolvedValue({ width: 1999, height: 600 });
    renderField();
    pick([png()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimension is not correct (expect 2000 x 600)');
  });

  it('accepts smaller images in atMost mode and refuses larger ones', async () => {
    mockedMeasure.mockResolvedValueOnce({ width: 300, height: 100 }).mockResolvedValueOnce({ width: 751, height: 100 });
    mockedUpload.mockResolvedValue({ status: 'created', fileUrl: '/files/banners/ok.png', fileName: 'ok.png' });
    renderField(IMAGE_SIZES.specialCategory);
    pick([png('ok.png')]);
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', '/files/banners/ok.png');
    pick([png('wide.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimension is not correct (expect 750 x 270)');
  });

  it('checks atLeast mode', async () => {
    mockedMeasure.mockResolvedValue({ width: 100, height: 100 });
    renderField({ width: 200, height: 200, mode: 'atLeast', maxMb: 1 });
    pick([png()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimension is not correct (expect 200 x 200)');
  });

  it('uploads a good image with progress, previews it and stores its URL in the form', async () => {
    let release: () => void = () => undefined;
    mockedUpload.mockImplementation(async (options: UploadFileOptions) => {
      options.onProgress?.(40);
      await new Promise<void>((resolve) => { release = resolve; });
      return { status: 'created', fileUrl: '/files/banners/a.png', fileName: 'a.png' };
    });
    const submitted = renderField();
    pick([png()]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading Banner' })).toHaveAttribute('aria-valuenow', '40');
    release();
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', '/files/banners/a.png');
    expect(mockedUpload).toHaveBeenCalledWith(expect.objectContaining({ folderName: 'banners', overwrite: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ image: '/files/banners/a.png' }]));
  });

  it('asks to replace a file that exists and uploads again with overwrite', async () => {
    mockedUpload
      .mockResolvedValueOnce({ status: 'exists', fileName: 'a.png', message: 'exists', inUse: false })
      .mockResolvedValueOnce({ status: 'created', fileUrl: '/files/banners/a.png', fileName: 'a.png' });
    renderField();
    pick([png()]);
    expect(await screen.findByRole('dialog')).toHaveTextContent('File a.png already exists. Do you want to replace it?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toBeInTheDocument();
    expect(mockedUpload).toHaveBeenLastCalledWith(expect.objectContaining({ overwrite: true }));
  });

  it('asks again, with the records named, before replacing a file content uses, then replaces with force', async () => {
    const warning = 'In use by one record: Regulation Regulamin (regulations #3). Changing it breaks them; confirm to go ahead.';
    mockedUpload
      .mockResolvedValueOnce({ status: 'exists', fileName: 'a.png', message: 'exists', inUse: false })
      .mockResolvedValueOnce({ status: 'exists', fileName: 'a.png', message: warning, inUse: true })
      .mockResolvedValueOnce({ status: 'created', fileUrl: '/files/banners/a.png', fileName: 'a.png' });
    renderField();
    pick([png()]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'File exists' })).getByRole('button', { name: 'Yes' }));
    const inUse = await screen.findByRole('dialog', { name: 'File in use' });
    expect(inUse).toHaveTextContent(warning);
    await userEvent.click(within(inUse).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toBeInTheDocument();
    expect(mockedUpload).toHaveBeenLastCalledWith(expect.objectContaining({ overwrite: true, force: true }));
  });

  it('offers no Upload without files.create; Choose from files still works', async () => {
    signInForTest({ permissions: ['landing.update'] });
    renderField();
    expect(screen.queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload image: Banner')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from files' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pick picked.png' }));
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toBeInTheDocument();
  });

  it("offers Upload to an editor of the folder's module without any files.* permission", async () => {
    // The banners module declares its folder, as the shell's directory holds it once the remotes are read.
    setModuleDirectory([{ name: 'banners', menu: { label: 'Banners', group: 'main', order: 1 }, access: { group: 'banners' }, expose: 'Banners', folders: ['banners'] }]);
    signInForTest({ permissions: ['banners.update'] });
    renderField();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    setModuleDirectory([]);
  });

  it('says at the field that an existing file cannot be replaced without files.update, and asks nothing', async () => {
    signInForTest({ permissions: ['files.create'] });
    mockedUpload.mockResolvedValueOnce({ status: 'exists', fileName: 'a.png', message: 'exists', inUse: false });
    renderField();
    pick([png()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File a.png already exists; your role cannot replace files.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockedUpload).toHaveBeenCalledTimes(1);
  });

  it('takes several avatars at once', async () => {
    mockedMeasure.mockResolvedValue({ width: 256, height: 256 });
    mockedUpload.mockImplementation(async (o: UploadFileOptions) => ({ status: 'created', fileUrl: `/files/${(o.file as File).name}`, fileName: (o.file as File).name }));
    renderField(IMAGE_SIZES.avatar, ['/files/old.png']);
    pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Banner preview' })).toHaveLength(3));
  });

  it('chooses from files through the federated file browser', async () => {
    renderField();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from files' }));
    // It opens in the field's own folder, not at the top level.
    expect(screen.getByRole('dialog', { name: 'Files (image/*)' })).toHaveAttribute('data-folder', 'banners');
    await userEvent.click(screen.getByRole('button', { name: 'Pick picked.png' }));
    expect(await screen.findByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', '/files/banners/picked.png');
    expect(mockedLoadRemote).toHaveBeenCalledWith('files/FileBrowserDialog');
  });

  it('checks picked files too', async () => {
    mockedMeasureUrl.mockResolvedValue({ width: 10, height: 10 });
    renderField();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from files' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pick picked.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimension is not correct (expect 2000 x 600)');
  });

  it('treats a runtime that throws at once (no federation instance) as unavailable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoadRemote.mockImplementation(() => { throw new Error('Please call createInstance first'); });
    renderField();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose from files' })).toHaveAccessibleDescription('The file manager is not available right now; upload a file instead.'));
  });

  it('disables Choose from files with a reason when files-mfe cannot load, and upload still works', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoadRemote.mockRejectedValue(new Error('offline'));
    renderField();
    const button = () => screen.getByRole('button', { name: 'Choose from files' });
    await waitFor(() => expect(button()).toHaveAccessibleDescription('The file manager is not available right now; upload a file instead.'));
    expect(button()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
  });
});

describe('PdfUploadField', () => {
  it('refuses other formats and uploads PDFs', async () => {
    mockedUpload.mockResolvedValue({ status: 'created', fileUrl: '/files/regulations/rules.pdf', fileName: 'rules.pdf' });
    render(
      <MemoryRouter>
        <FormShell schema={v.object({ pdf: v.unknown() })} mode="add">
          <PdfUploadField name="pdf" label="Polish file" folderName="regulations" />
        </FormShell>
      </MemoryRouter>,
    );
    const input = screen.getByLabelText('Upload PDF: Polish file');
    fireEvent.change(input, { target: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide file in correct format');
    // A text renamed .pdf has the browser's PDF type: its bytes give it away, and nothing is uploaded.
    fireEvent.change(input, { target: { files: [new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file is not a PDF document'));
    expect(mockedUpload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4\n'], 'rules.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('link', { name: 'rules.pdf' })).toHaveAttribute('href', '/files/regulations/rules.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
