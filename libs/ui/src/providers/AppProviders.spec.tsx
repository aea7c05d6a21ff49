import { act, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@backoffice/api/query';
import { AppProviders } from './AppProviders';
import { getUiNotifier } from './http-notifier';

function ShowsClient() {
  const client = useQueryClient();
  return <p>{client === queryClient ? 'shared client' : 'other client'}</p>;
}

describe('AppProviders', () => {
  it('provides the one query client and registers a notifier that shows capitalised toasts', async () => {
    const { unmount } = render(
      <AppProviders>
        <ShowsClient />
      </AppProviders>,
    );
    expect(screen.getByText('shared client')).toBeInTheDocument();
    const notifier = getUiNotifier();
    expect(notifier).not.toBeNull();
    act(() => notifier!.success('banner updated successfully'));
    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
    unmount();
    expect(getUiNotifier()).toBeNull();
  });
});
