import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { requiredDateTime } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { DateTimeField } from './DateTimeField';
import { DateTimeInput } from './DateTimeInput';

const schema = v.object({ dateFrom: requiredDateTime('From') });

function sectionsText(group: HTMLElement) {
  return within(group).getAllByRole('spinbutton').map((s) => s.textContent).join(' ');
}

describe('DateTimeField', () => {
  it('shows values in en-gb order, 24 h', () => {
    render(<DateTimeInput label="From" value="2030-03-04T17:30:00" onChange={jest.fn()} />);
    expect(sectionsText(screen.getByRole('group', { name: 'From' }))).toBe('04 03 2030 17 30');
  });

  it('reports the required message through the form', async () => {
    render(
      <MemoryRouter>
        <FormShell schema={schema} mode="add" onSubmit={jest.fn()}>
          <DateTimeField name="dateFrom" label="From" />
        </FormShell>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('From is required!')).toBeInTheDocument();
  });

  it('offers minutes in the configured steps', async () => {
    render(<DateTimeInput label="Publish at" value="2030-03-04T10:00:00" onChange={jest.fn()} minuteStep={15} />);
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const minutes = await screen.findByRole('listbox', { name: /minutes/i });
    expect(within(minutes).getAllByRole('option').map((o) => o.textContent)).toEqual(['00', '15', '30', '45']);
  });

  it('hands ISO strings to the form', async () => {
    const onChange = jest.fn();
    render(<DateTimeInput label="From" value="2030-03-04T10:00:00" onChange={onChange} minuteStep={30} />);
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const minutes = await screen.findByRole('listbox', { name: /minutes/i });
    await userEvent.click(within(minutes).getByRole('option', { name: /30 minutes/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date('2030-03-04T10:30:00').toISOString());
  });
});
