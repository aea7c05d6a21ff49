import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { HOME_PLACEMENT_KEYS, minItems, requiredString } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { KeyValueListEditor } from './KeyValueListEditor';

const schema = v.object({
  screens: v.pipe(v.optional(v.array(v.object({ key: requiredString('Key'), value: requiredString('Value') })), []), minItems(1)),
});

function setup(initial?: { key: string; value: string }[], keyOptions?: readonly string[]) {
  const onSubmit = jest.fn();
  render(
    <MemoryRouter>
      <FormShell schema={schema} mode="add" initialValues={{ screens: initial }} onSubmit={onSubmit}>
        <KeyValueListEditor name="screens" label="Screens" addLabel="Add screen" keyOptions={keyOptions} />
      </FormShell>
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('KeyValueListEditor', () => {
  it('requires at least one pair, then adds, edits and submits pairs', async () => {
    const onSubmit = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('must contain minimum 1 items!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Key 1' }), 'home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value 1' }), 'Home page');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ screens: [{ key: 'home', value: 'Home page' }] }));
  });

  it('removes pairs and marks empty ones', async () => {
    setup([{ key: 'a', value: '1' }, { key: '', value: '2' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Key is required!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Screens 2' }));
    expect(screen.queryByRole('textbox', { name: 'Key 2' })).not.toBeInTheDocument();
    expect(screen.queryByText('Key is required!')).not.toBeInTheDocument();
  });

  it('offers the shared site names as the keys to choose from, not demo rows', () => {
    setup([{ key: '', value: '' }], HOME_PLACEMENT_KEYS);
    const key = screen.getByRole('combobox', { name: 'Key 1' });
    const list = document.getElementById(key.getAttribute('list')!);
    expect([...list!.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['home', 'live', 'sport']);
  });
});
