import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { uploadFile } from '@backoffice/api/query';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the same entry RichTextField reads the form mode from
import { FormShell } from '@backoffice/ui';
import { RichTextEditor } from './RichTextEditor';
import { RichTextField } from './RichTextField';
import { uploadEditorImages } from './upload-editor-images';

jest.mock('@backoffice/api/query', () => ({ ...jest.requireActual('@backoffice/api/query'), uploadFile: jest.fn() }));
const mockedUpload = uploadFile as jest.MockedFunction<typeof uploadFile>;

// ProseMirror measures the layout; jsdom has none.
beforeAll(() => {
  Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => ({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 }) });
  Object.assign(document, { elementFromPoint: () => null });
});

function Controlled({ initial = '<p>Hello</p>' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Description" value={html} onChange={setHtml} imageFolder="promotions" />
      <output aria-label="html">{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the content with a toolbar, 600 px high by default', async () => {
    render(<Controlled />);
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor).toHaveTextContent('Hello');
    expect(screen.getByRole('button', { name: /bold/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /upload images/i })).toBeInTheDocument();
  });

  it('uploads images through the files API and inserts them', async () => {
    mockedUpload.mockResolvedValue({ status: 'created', fileUrl: '/files/promotions/1-cat.png', fileName: '1-cat.png' });
    render(<Controlled />);
    await screen.findByRole('textbox', { name: 'Description' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cat.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('status', { name: 'html' })).toHaveTextContent('<img src="/files/promotions/1-cat.png" alt="cat">'));
    expect(mockedUpload).toHaveBeenCalledWith(expect.objectContaining({ folderName: 'promotions' }));
  });

  it('names uploads uniquely so they never collide', async () => {
    mockedUpload.mockResolvedValue({ status: 'created', fileUrl: '/files/x', fileName: 'x' });
    await uploadEditorImages([new File(['x'], 'my cat.png', { type: 'image/png' })], 'messages', () => 42);
    expect(mockedUpload).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: '42-my-cat.png', folderName: 'messages' }));
  });

  it('is a read-only view in preview mode without a toolbar', async () => {
    render(
      <MemoryRouter>
        <FormShell schema={v.object({ text: v.string() })} mode="preview" initialValues={{ text: '<p>Fixed</p>' }}>
          <RichTextField name="text" label="Text" imageFolder="messages" />
        </FormShell>
      </MemoryRouter>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: /bold/i })).not.toBeInTheDocument();
  });

  it('offers no image upload, and keeps no pasted image, where images are turned off', async () => {
    render(<RichTextEditor label="Coupon" value={'<p>Text<img src="/files/x.png"></p>'} onChange={() => undefined} images={false} />);
    const editor = await screen.findByRole('textbox', { name: 'Coupon' });
    expect(screen.getByRole('button', { name: /bold/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /upload images/i })).not.toBeInTheDocument();
    expect(editor.querySelector('img')).toBeNull();
  });
});
