import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { uploadFile, type UploadFileOptions } from '@backoffice/api/query';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { FormShell } from '../form-shell/FormShell';
import { MultiImageUploadField } from './MultiImageUploadField';
import { IMAGE_SIZES } from './image-sizes';
import { measureImageFile } from './image-measure';

// The upload transport and image decoding are the boundaries mocked here.
jest.mock('@backoffice/api/query', () => ({ ...jest.requireActual('@backoffice/api/query'), uploadFile: jest.fn() }));
jest.mock('./image-measure', () => ({ measureImageFile: jest.fn(), measureImageUrl: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn().mockRejectedValue(new Error('no remote')) }));

const mockedUpload = uploadFile as jest.MockedFunction<typeof uploadFile>;
const mockedMeasure = measureImageFile as jest.Mock;

interface Avatar { avatarFileUrl: string; avatarFile: string }

function renderField(initial: Avatar[] = []) {
  const submitted: { avatars: Avatar[] }[] = [];
  render(
    <MemoryRouter>
      <FormShell schema={v.object({ avatars: v.unknown() })} mode="add" initialValues={{ avatars: initial }} onSubmit={(values) => { submitted.push(values as { avatars: Avatar[] }); }}>
        <MultiImageUploadField<Avatar>
          name="avatars"
          label="Avatars"
          size={IMAGE_SIZES.avatar}
          folderName="avatars"
          chooseFromFiles={false}
          toItem={(url, file) => ({ avatarFileUrl: url, avatarFile: file })}
          urlOf={(a) => a.avatarFileUrl}
        />
      </FormShell>
    </MemoryRouter>,
  );
  return submitted;
}

const nameOf = (options: UploadFileOptions) => (options.file as File).name;
const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
const avatar = (name: string) => ({ avatarFileUrl: `/files/avatars/${name}`, avatarFile: name });
const thumbnails = () => within(screen.getByRole('list', { name: 'Avatars images' })).getAllByRole('img').map((i) => i.getAttribute('alt'));

afterEach(() => resetSessionForTest());
beforeEach(() => {
  signInForTest({ permissions: ['files.create', 'files.update'] });
  mockedUpload.mockReset().mockImplementation(async (options: UploadFileOptions) => {
    options.onProgress?.(50);
    return { status: 'created', fileUrl: `/files/avatars/${nameOf(options)}`, fileName: nameOf(options) };
  });
  mockedMeasure.mockReset().mockResolvedValue({ width: 256, height: 256 });
});

describe('MultiImageUploadField', () => {
  it('uploads several files, refusing each bad one with its reason while the rest go', async () => {
    mockedMeasure.mockImplementation(async (file: File) => (file.name === 'big.png' ? { width: 300, height: 256 } : { width: 200, height: 200 }));
    const submitted = renderField();
    expect(screen.getByText('Required size: at most 256 x 256 px, up to 1 MB')).toBeInTheDocument();
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Upload images: Avatars'), { target: { files: [png('a.png'), png('big.png'), text, png('b.png')] } });
    await waitFor(() => expect(thumbnails()).toEqual(['Avatars 1: a.png', 'Avatars 2: b.png']));
    const refused = screen.getAllByRole('alert').map((a) => a.textContent);
    // Each refused file says what it is itself, not the batch's or the rule's size.
    expect(refused).toEqual(['big.png (300 x 256 px, 1 KB): Image dimension is not correct (expect 256 x 256)', 'notes.txt (1 KB): Please provide file in correct format']);
    expect(mockedUpload).toHaveBeenCalledTimes(2);
    expect(mockedUpload).toHaveBeenCalledWith(expect.objectContaining({ folderName: 'avatars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted[0]?.avatars).toEqual([avatar('a.png'), avatar('b.png')]));
  });

  it('shows each file its own progress while it uploads', async () => {
    let finish: () => void = () => undefined;
    mockedUpload.mockImplementation((options: UploadFileOptions) => {
      options.onProgress?.(40);
      return new Promise((resolve) => {
        finish = () => resolve({ status: 'created', fileUrl: `/files/avatars/${nameOf(options)}`, fileName: nameOf(options) });
      });
    });
    renderField();
    fireEvent.change(screen.getByLabelText('Upload images: Avatars'), { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading a.png' })).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('progressbar', { name: 'Uploading b.png' })).toHaveAttribute('aria-valuenow', '0');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading b.png' })).toHaveAttribute('aria-valuenow', '40'));
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(thumbnails()).toEqual(['Avatars 1: a.png', 'Avatars 2: b.png']);
  });

  it('removes and reorders the images', async () => {
    const submitted = renderField([avatar('a.png'), avatar('b.png'), avatar('c.png')]);
    expect(screen.getByRole('button', { name: 'Move Avatars 1 left' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Avatars 1 right' }));
    expect(thumbnails()).toEqual(['Avatars 1: b.png', 'Avatars 2: a.png', 'Avatars 3: c.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Avatars 3' }));
    expect(thumbnails()).toEqual(['Avatars 1: b.png', 'Avatars 2: a.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted[0]?.avatars).toEqual([avatar('b.png'), avatar('a.png')]));
  });
});
