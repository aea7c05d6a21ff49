import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../session/session-store';
import { resetSessionForTest } from '../testing';
import { LoginForm } from './LoginForm';

function reply(...replies: Array<{ status: number; body?: unknown }>) {
  const fetchMock = jest.fn(async () => {
    const next = replies.shift() ?? { status: 200, body: { data: null } };
    return { status: next.status, text: async () => JSON.stringify(next.body) } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return fetchMock;
}

afterEach(resetSessionForTest);

describe('LoginForm', () => {
  it('shows the required messages on blur and on submit', async () => {
    const user = userEvent.setup();
    const fetchMock = reply();
    render(<LoginForm />);
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates the email format as the user types', async () => {
    const user = userEvent.setup();
    reply();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'editor');
    await user.tab();
    expect(await screen.findByText('must be a valid email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await waitFor(() => expect(screen.queryByText('must be a valid email!')).not.toBeInTheDocument());
  });

  it('signs in and reports success', async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    reply(
      { status: 200, body: { data: { accessToken: 'tok' } } },
      { status: 200, body: { data: { user: { id: 1, firstName: 'A', lastName: 'B', email: 'a@example.com', roles: [] }, permissions: {}, allPermissions: true } } },
    );
    render(<LoginForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(useSession.getState()).toMatchObject({ token: 'tok', allPermissions: true });
  });

  it('re-enables the form after a failed sign-in and marks server field errors', async () => {
    const user = userEvent.setup();
    reply({ status: 400, body: { message: 'Validation failed', errorMessages: { email: ['Unknown account'] } } });
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Unknown account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(useSession.getState().token).toBeNull();
  });

  it('shows a wrong password on the form itself, until the user edits', async () => {
    const user = userEvent.setup();
    reply({ status: 401, body: { message: 'Invalid email or password' } });
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const form = screen.getByRole('form', { name: 'Login' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
  });
  it('starts from values typed before the app arrived, keeps the focus where it was, and types on', async () => {
    const user = userEvent.setup();
    reply();
    render(<LoginForm initialValues={{ email: 'admin@example.com', password: 'Pass' }} focus="password" />);
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('w0rd!');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
  });

  it('submits on mount when Login was pressed before the app arrived', async () => {
    const onSignedIn = jest.fn();
    const fetchMock = reply(
      { status: 200, body: { data: { accessToken: 'tok' } } },
      { status: 200, body: { data: { user: { id: 1, firstName: 'A', lastName: 'B', email: 'a@example.com', roles: [] }, permissions: {}, allPermissions: true } } },
    );
    render(<LoginForm onSignedIn={onSignedIn} initialValues={{ email: 'Admin@Example.com', password: 'Passw0rd!' }} submitOnMount />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown[] as [string, RequestInit])[1].body))).toEqual({ email: 'admin@example.com', password: 'Passw0rd!' });
  });

  it('submitting on mount with what fails validation shows the messages instead', async () => {
    const fetchMock = reply();
    render(<LoginForm initialValues={{ email: 'admin@exam', password: '' }} submitOnMount />);
    expect(await screen.findByText('must be a valid email!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
