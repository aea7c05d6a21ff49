import { render, screen } from '@testing-library/react';
import { StatusChip } from './StatusChip';
import { statusTabs } from './content-status';

describe('StatusChip', () => {
  it.each([
    ['active', 'Active'], ['inactive', 'In-Active'], ['expired', 'Expired'], ['archived', 'archived'],
    ['all', 'All'], ['faq-template', 'faq-template'], ['regulation-template', 'regulation-template'], ['draft', 'draft'],
  ])('shows %s as %s', (status, label) => {
    render(<StatusChip status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('colours a status like the MUI chip it replaces, by one class per colour', () => {
    const { container } = render(
      <>
        <StatusChip status="active" />
        <StatusChip status="archived" />
        <StatusChip status="something-new" />
      </>,
    );
    expect([...container.querySelectorAll('span')].map((chip) => chip.className)).toEqual([
      'bo-status bo-status-success',
      'bo-status bo-status-outlined',
      'bo-status bo-status-default',
    ]);
  });

  it('builds list tabs from statuses', () => {
    expect(statusTabs(['active', 'inactive'])).toEqual([{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'In-Active' }]);
  });
});
