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

function renderDialog(accept?: string, initialPath?: string) {
  const api = installFakeFilesApi(['banners/', 'regulations/', 'banners/logo.png']);
  api.entries.set('banners/terms.pdf', { ...entry('banners/terms.pdf'), contentType: 'application/pdf', size: 2048 });
  const onPick = jest.fn();
  const onClose = jest.fn();
  render(
    <ThemeProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FileBrowserDialog open onClose={onClose} onPick={onPick} accept={accept} initialPath={initialPath} />
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

  it("opens in the picking field's folder (issue 20)", async () => {
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
});
