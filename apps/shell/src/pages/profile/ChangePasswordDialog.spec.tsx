import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifier } from '@backoffice/api';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { ChangePasswordDialog } from './ChangePasswordDialog';

let api: FakeApi;
const notifier = { success: jest.fn(), error: jest.fn() };

beforeEach(() => {
  api = installFakeApi();
  setNotifier(notifier);
  jest.clearAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Old password'), old);
  await user.type(screen.getByLabelText('Password'), next);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('change password', () => {
  it('shows every validation message', async () => {
    const user = userEvent.setup();
    render(<ChangePasswordDialog open onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Old password is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required!')).toBeInTheDocument();
    await fill(user, 'Passw0rd!', 'short', 'short');
    expect(await screen.findAllByText('must be longer than 7 characters!')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'NewPassw0rd');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'OtherPassw0rd');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says "Passwords do not match" under the confirmation before the old password is filled', async () => {
    const user = userEvent.setup();
    render(<ChangePasswordDialog open onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'NewPassw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'OtherPassw0rd');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Old password is required!')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('closes on success', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    api.on('POST profile/password', { status: 200, body: { data: null, message: 'Password changed successfully' } });
    render(<ChangePasswordDialog open onClose={onClose} />);
    await fill(user, 'Passw0rd!', 'NewPassw0rd', 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ url: '/api/v1/profile/password', body: { oldPassword: 'Passw0rd!', password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' } });
    expect(notifier.success).toHaveBeenCalledWith('Password changed successfully');
  });

  it('marks the field the server rejects and stays open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    api.on('POST profile/password', { status: 400, body: { message: 'Validation failed', errorMessages: { oldPassword: ['Old password is not correct'] } } });
    render(<ChangePasswordDialog open onClose={onClose} />);
    await fill(user, 'wrong-one', 'NewPassw0rd', 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Old password is not correct', { selector: 'p' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
