import { ThemeProviders } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AkoForm } from './AkoForm';

// Counts the category picker's renders: it stands for every field the form's own render would re-create.
const pickerRenders = jest.fn();
jest.mock('./CategoryPicker', () => ({ CategoryPicker: () => (pickerRenders(), null) }));
// The rich-text editor needs layout APIs jsdom lacks, and plays no part here.
jest.mock('./DescriptionField', () => ({ DescriptionField: () => null }));

it('typing in one field does not re-render the others (the form subscribes only to its submitting state)', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <ThemeProviders>
      <AkoForm onGenerate={async () => undefined} onSave={() => undefined} onClear={() => undefined} imageKey={null} />
    </ThemeProviders>,
  );
  const before = pickerRenders.mock.calls.length;
  await user.type(screen.getByRole('textbox', { name: /^Course/ }), '3,25');
  expect(screen.getByRole('textbox', { name: /^Course/ })).toHaveValue('3,25');
  expect(pickerRenders.mock.calls.length).toBe(before);
});
