import { ThemeProviders } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry, installFakeFilesApi } from '../files/fake-files-api';
import FileBrowserDialog from './index';

jest.setTimeout(20_000);

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
});

function renderDialog(accept?: string, initialPath?: string, imageRule?: { width: number; height: number; mode: 'exact'; maxMb: number }) {
  const api = installFakeFilesApi(['banners/', 'regulations/', 'banners/logo.png']);
  api.entries.set('banners/terms.pdf', { ...entry('banners/terms.pdf'), contentType: 'application/pdf', size: 2048 });
  const onPick = jest.fn();
  const onClose = jest.fn();
  render(
    <ThemeProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FileBrowserDialog open onClose={onClose} onPick={onPick} accept={accept} initialPath={initialPath} imageRule={imageRule} />
      </QueryClientProvider>
    </ThemeProviders>,
  );
  return { onPick, onClose };
}

describe('FileBrowserDialog', () => {
  it('browses into a folder, shows only files that fit accept, and returns the chosen one', async () => {
    const { onPick } = renderDialog('image/*');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    await userEvent.click(await within(dialog).findByRole('gridcell', { name: 'banners' }));
    expect(await within(dialog).findByRole('gridcell', { name: 'logo.png' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('gridcell', { name: 'terms.pdf' })).not.toBeInTheDocument();

    const choose = within(dialog).getByRole('button', { name: 'Choose' });
    expect(choose).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('gridcell', { name: 'logo.png' }));
    expect(within(dialog).getByRole('gridcell', { name: 'logo.png' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(choose);
    expect(onPick).toHaveBeenCalledWith({ url: '/files/banners/logo.png', size: 10, name: 'logo.png' });
  });

  it('picks on Enter and goes back up with the breadcrumb', async () => {
    const { onPick } = renderDialog('application/pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    await userEvent.click(await within(dialog).findByRole('gridcell', { name: 'banners' }));
    const pdf = await within(dialog).findByRole('gridcell', { name: 'terms.pdf' });
    pdf.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ url: '/files/banners/terms.pdf', size: 2048, name: 'terms.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Home' }));
    expect(await within(dialog).findByRole('gridcell', { name: 'regulations' })).toBeInTheDocument();
  });

  it("opens in the picking field's folder", async () => {
    renderDialog('image/*', 'banners');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    expect(await within(dialog).findByRole('gridcell', { name: 'logo.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'Files in banners' })).toBeInTheDocument();
  });

  it('starts at the top level when the field\'s folder does not exist', async () => {
    renderDialog('image/*', 'special-categories');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    expect(await within(dialog).findByRole('gridcell', { name: 'regulations' })).toBeInTheDocument();
  });

  it('marks the chosen file against the field\'s image rule and chooses only one that fits', async () => {
    // jsdom loads no images: every image here measures 410 x 130, the old demo size.
    const RealImage = globalThis.Image;
    class FakeImage {
      naturalWidth = 410;
      naturalHeight = 130;
      onload: (() => void) | null = null;
      set src(_url: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    Object.defineProperty(globalThis, 'Image', { value: FakeImage, configurable: true, writable: true });
    try {
      const { onPick } = renderDialog('image/*', 'banners', { width: 2000, height: 600, mode: 'exact', maxMb: 1 });
      const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
      expect(within(dialog).getByRole('status')).toHaveTextContent('No file chosen (this field takes 2000 x 600 px)');
      await userEvent.click(await within(dialog).findByRole('gridcell', { name: 'logo.png' }));
      expect(await within(dialog).findByText('logo.png — 410 x 130 px: Image dimension is not correct (expect 2000 x 600)')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Choose' })).toBeDisabled();
      expect(onPick).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(globalThis, 'Image', { value: RealImage, configurable: true, writable: true });
    }
  });
});

