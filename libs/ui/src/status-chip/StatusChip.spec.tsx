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

  it('builds list tabs from statuses', () => {
    expect(statusTabs(['active', 'inactive'])).toEqual([{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'In-Active' }]);
  });
});
