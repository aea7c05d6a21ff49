import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmText } from './confirm-text';

describe('confirmText', () => {
  it('builds the spec sentence', () => {
    expect(confirmText('delete', 'banner')).toBe('Are you sure you want to delete this banner?');
  });
});

describe('ConfirmDialog', () => {
  function setup(busy = false) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open text={confirmText('delete', 'promotion')} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />);
    return { onConfirm, onCancel };
  }

  it('shows the question and confirms with Yes', async () => {
    const { onConfirm, onCancel } = setup();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Are you sure you want to delete this promotion?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('focuses No first so Enter cancels, and Escape cancels', async () => {
    const { onConfirm, onCancel } = setup();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both answers while busy', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });
});
