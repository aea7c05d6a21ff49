import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportPreviewDialog } from './ImportPreviewDialog';

interface Row { key: string; after: string }

/** A module around the kit's dialog: every file previews as `rows`; Apply records what it applied. */
function Harness({ rows, applied }: { rows: Row[]; applied: string[] }) {
  const [file, setFile] = useState<{ name: string; json: unknown } | null>(null);
  return (
    <ImportPreviewDialog<Row>
      title="Import things"
      description="A JSON file of things."
      accept=".json"
      onFile={setFile}
      fileName={file?.name}
      previewing={false}
      problems={[]}
      preview={file ? { counts: [{ label: 'Added', count: rows.length, color: 'success' }], rows, rowKey: (row) => row.key, empty: 'The file changes nothing.' } : undefined}
      columns={[{ header: 'Key', cell: (row) => row.key }, { header: 'After import', cell: (row) => row.after }]}
      applyLabel="Apply import"
      canApply={rows.length > 0}
      applying={false}
      onApply={() => applied.push(file!.name)}
      onClose={() => undefined}
    />
  );
}

const json = (name: string, text: string) => new File([text], name, { type: 'application/json' });
const choose = (file: File) => userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);

describe('the kit import dialog', () => {
  it('previews a chosen file, counts and lists what it changes, and applies exactly that file', async () => {
    const applied: string[] = [];
    render(<Harness rows={[{ key: 'a', after: 'A' }, { key: 'b', after: 'B' }]} applied={applied} />);
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    await choose(json('things.json', '{"a":"A"}'));
    expect(await screen.findByRole('status', { name: 'Import summary' })).toHaveTextContent('Added: 2');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('things.json')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(applied).toEqual(['things.json']);
  });

  it('says when a file is not JSON, and offers nothing to apply', async () => {
    render(<Harness rows={[{ key: 'a', after: 'A' }]} applied={[]} />);
    await choose(json('broken.json', '{ not json'));
    expect(await screen.findByText('The file is not valid JSON.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Import summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('lists the first 200 changes and sums up the rest; a file that changes nothing says so', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ key: `k${i}`, after: String(i) }));
    const { unmount } = render(<Harness rows={many} applied={[]} />);
    await choose(json('many.json', '{}'));
    expect(await screen.findByText('… and 30 more.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(201);
    unmount();
    render(<Harness rows={[]} applied={[]} />);
    await choose(json('same.json', '{}'));
    expect(await screen.findByText('The file changes nothing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('on a phone takes the screen and lists each change as a block of its columns, not a table', async () => {
    // Every media query matches: the screen is below the small breakpoint.
    const matchMedia = jest.fn((query: string) => ({ matches: true, media: query, onchange: null, addListener: jest.fn(), removeListener: jest.fn(), addEventListener: jest.fn(), removeEventListener: jest.fn(), dispatchEvent: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    try {
      render(<Harness rows={[{ key: 'app:account.title', after: 'Moje konto' }]} applied={[]} />);
      await choose(json('phone.json', '{}'));
      const changes = await screen.findByRole('list', { name: 'Import changes' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(changes).toHaveTextContent('Keyapp:account.titleAfter importMoje konto');
      expect(screen.getByRole('dialog').className).toMatch(/FullScreen/);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
