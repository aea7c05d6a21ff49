import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/api';
import { setUserPasswordSchema } from '@backoffice/validation';
import { TextInput } from '@backoffice/auth';
import { FormDialog } from './FormDialog';

function renderDialog(onSubmit: (values: unknown) => Promise<unknown>, onClose = jest.fn()) {
  render(
    <FormDialog open title="Set password" schema={setUserPasswordSchema} text="Signed out everywhere." submitLabel="Set" onSubmit={onSubmit} onClose={onClose}>
      <TextInput name="password" label="Password" type="password" />
      <TextInput name="confirmPassword" label="Confirm password" type="password" />
    </FormDialog>,
  );
  return onClose;
}

describe('FormDialog', () => {
  it('shows the schema messages and sends nothing until the values pass', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const user = userEvent.setup();
    renderDialog(onSubmit);
    expect(screen.getByRole('dialog', { name: 'Set password' })).toHaveTextContent('Signed out everywhere.');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values and closes on success', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const user = userEvent.setup();
    const onClose = renderDialog(onSubmit);
    await user.type(screen.getByLabelText('Password'), 'Nowe-haslo-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Nowe-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Nowe-haslo-1', confirmPassword: 'Nowe-haslo-1' });
  });

  it('stays open with the server\'s field errors on their fields', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(new ApiError(400, 'Validation failed', { password: ['too common'] })));
    const user = userEvent.setup();
    const onClose = renderDialog(onSubmit);
    await user.type(screen.getByLabelText('Password'), 'Nowe-haslo-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Nowe-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('too common')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
