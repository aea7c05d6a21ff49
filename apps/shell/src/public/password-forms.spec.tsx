import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setNotifier } from '@backoffice/api';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { ForgetPasswordPage } from './ForgetPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

let api: FakeApi;
const notifier = { success: jest.fn(), error: jest.fn() };

beforeEach(() => {
  api = installFakeApi();
  setNotifier(notifier);
  jest.clearAllMocks();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<h1>Login screen</h1>} />
        <Route path="/forget-password" element={<ForgetPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('reset password', () => {
  it('shows every validation message', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password/abc123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    expect(await screen.findAllByText('must be longer than 7 characters!')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Longenough1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Longenough2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token and the new password, then goes to /login', async () => {
    const user = userEvent.setup();
    api.on('POST password/reset', { status: 200, body: { data: null, message: 'password changed' } });
    renderAt('/reset-password/abc123');
    await user.type(screen.getByLabelText('Password'), 'NewPassw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/password/reset', body: { token: 'abc123', password: 'NewPassw0rd' } });
    expect(notifier.success).toHaveBeenCalledWith('Password changed');
  });

  it('re-enables the form after a failure, with no extra message', async () => {
    const user = userEvent.setup();
    api.on('POST password/reset', { status: 400, body: { message: 'This reset link is no longer valid' } });
    renderAt('/reset-password/expired');
    await user.type(screen.getByLabelText('Password'), 'NewPassw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('This reset link is no longer valid'));
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(screen.queryByText('This reset link is no longer valid')).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('requires a valid email, then posts it and goes to /login', async () => {
    const user = userEvent.setup();
    renderAt('/forget-password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody');
    expect(await screen.findByText('must be a valid email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: '/api/v1/password/forgot', body: { email: 'nobody@example.com' } });
  });

  it('links back to /login', async () => {
    const user = userEvent.setup();
    renderAt('/forget-password');
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });
});
