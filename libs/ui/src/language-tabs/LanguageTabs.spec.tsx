import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { optionalString, requiredString } from '@backoffice/validation';
import { TextInput } from '@backoffice/auth';
import { FormShell } from '../form-shell/FormShell';
import { LanguageTabs } from './LanguageTabs';

const schema = v.object({
  name: requiredString('Name'),
  pl_title: requiredString('Polish title'),
  en_title: optionalString(),
  uk_title: optionalString(),
});

function setup(mode: 'add' | 'view' = 'add', initialValues: Record<string, string> = {}) {
  const onSubmit = jest.fn();
  render(
    <MemoryRouter>
      <FormShell schema={schema} mode={mode} initialValues={initialValues} onSubmit={onSubmit}>
        <TextInput name="name" label="Name" required />
        <LanguageTabs label="Content">{(lang) => <TextInput name={`${lang}_title`} label={`Title (${lang})`} required={lang === 'pl'} />}</LanguageTabs>
      </FormShell>
    </MemoryRouter>,
  );
  return onSubmit;
}

/** A language tab by its language: its name is the code it shows and the language ("PL Polish"). */
const CODES: Record<string, string> = { Polish: 'PL', English: 'EN', Ukrainian: 'UK' };
const tab = (language: string) => screen.getByRole('tab', { name: `${CODES[language]} ${language}` });

describe('LanguageTabs', () => {
  it('shows pl / en / uk with Polish required and which ones are filled', async () => {
    setup();
    const tabs = within(screen.getByRole('tablist', { name: 'Content' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([expect.stringMatching(/^PL \*/), expect.stringMatching(/^EN/), expect.stringMatching(/^UK/)]);
    expect(tab('Polish')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Polish')).toHaveAccessibleDescription('required, empty');
    expect(tab('English')).toHaveAccessibleDescription('optional, empty');

    await userEvent.click(tab('English'));
    expect(screen.getByRole('tabpanel', { name: 'EN English' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Title (pl)' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (en)' }), 'Terms');
    expect(tab('English')).toHaveAccessibleDescription('optional, filled');
    expect(tab('English')).toHaveAttribute('data-filled', 'true');
    expect(tab('Ukrainian')).toHaveAccessibleDescription('optional, empty');
  });

  it('marks the language with errors and opens it when a submit fails there', async () => {
    const onSubmit = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Regulamin');
    await userEvent.click(tab('Ukrainian'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tab('Polish')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Polish')).toHaveAccessibleDescription('required, empty, has errors');
    expect(tab('Ukrainian')).toHaveAccessibleDescription('optional, empty');
    expect(screen.getByText('Polish title is required!')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Title (pl)' }), 'Regulamin ogólny');
    expect(tab('Polish')).toHaveAccessibleDescription('required, filled');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Regulamin', pl_title: 'Regulamin ogólny', en_title: undefined, uk_title: undefined }));
  });

  it('shows the stored languages read-only in view mode', async () => {
    setup('view', { name: 'Regulamin', pl_title: 'Regulamin', uk_title: 'Правила' });
    expect(tab('Polish')).toHaveAccessibleDescription('required, filled');
    expect(tab('English')).toHaveAccessibleDescription('optional, empty');
    expect(tab('Ukrainian')).toHaveAccessibleDescription('optional, filled');
    await userEvent.click(tab('Ukrainian'));
    expect(screen.getByRole('textbox', { name: 'Title (uk)' })).toHaveValue('Правила');
  });
});
