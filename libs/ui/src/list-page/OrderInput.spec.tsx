import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderInput } from './OrderInput';

describe('OrderInput', () => {
  it('shows a stored order past the tab count as it is, not as an error', () => {
    render(<OrderInput value={13} max={10} label="Sort order of Derby" onCommit={jest.fn()} />);
    expect(screen.getByRole('spinbutton', { name: 'Sort order of Derby' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a typed order out of range and saves a typed order within it', async () => {
    const onCommit = jest.fn().mockResolvedValue(undefined);
    render(<OrderInput value={3} max={10} label="Sort order of Derby" onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Sort order of Derby' });
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(onCommit).toHaveBeenCalledWith(7);
  });
});
