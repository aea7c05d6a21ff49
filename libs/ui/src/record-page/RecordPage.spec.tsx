import { screen } from '@testing-library/react';
import { renderInApp } from '../testing';
import { RecordPage } from './RecordPage';

describe('the kit record page', () => {
  it('shows the record: heading, status, the way back, when and by whom, actions and parts', async () => {
    renderInApp(
      <RecordPage title="Spring launch" status={<span>Draft</span>} back={{ to: '/campaigns', label: 'Back to campaigns' }} subtitle="Created by Ada" actions={<button type="button">Publish now</button>}>
        <p>3 items</p>
      </RecordPage>,
      '/campaigns/view/4',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spring launch' })).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(screen.getByText('Created by Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('loads with a named skeleton, and a failed load says so instead of the page', async () => {
    const { unmount } = renderInApp(<RecordPage loading loadingLabel="Loading campaign" />, '/');
    expect(await screen.findByLabelText('Loading campaign')).toBeInTheDocument();
    unmount();
    renderInApp(<RecordPage error="This campaign could not be loaded." title="x" />, '/');
    expect(await screen.findByText('This campaign could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'x' })).not.toBeInTheDocument();
  });
});
