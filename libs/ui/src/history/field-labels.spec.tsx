// A field is named once, in its module's schema: the form, the history and a campaign's diff read that label.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { TextInput } from '@backoffice/auth';
import { labelled, maxLength, optionalString, requiredString, schemaLabels, setModuleDirectory, type HistoryEntry } from '@backoffice/validation';
import { FormShell } from '../form-shell/FormShell';
import { SwitchInput } from '../form-fields/SwitchInput';
import { HistoryChanges, RecordDiff, fieldLabel } from './HistoryChanges';

const schema = v.strictObject({
  categoryName: requiredString('Section name', maxLength(100)),
  categoryTagline: requiredString('Subtitle', maxLength(200)),
  pl_subTitle: labelled('Subtitle', optionalString(maxLength(300))),
  isNew: labelled('New', v.optional(v.boolean(), false)),
  avatars: v.optional(v.array(v.strictObject({ avatarFileUrl: requiredString('Avatar'), avatarFile: optionalString() })), []),
});

beforeAll(() => {
  // What the shell learns from the remotes' manifests: the module's labels travel in its description.
  setModuleDirectory([{ name: 'avatars', menu: { label: 'Avatars', group: 'main', order: 1 }, access: 'signed-in', expose: 'Avatars', labels: { ...schemaLabels(schema) } }]);
});
afterAll(() => setModuleDirectory([]));

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({
  id: '1', at: '2026-11-29T07:00:00.000Z', userId: 1, userEmail: 'anna@example.com', module: 'avatars', recordId: '7', action: 'update', version: 2, changes, detail: {},
});

describe('labels once: history and diff name a field as its schema does', () => {
  it('shows the schema label in a history row ("Subtitle", not "Category tagline")', () => {
    render(<HistoryChanges entry={entry([{ field: 'categoryTagline', before: 'Stare', after: 'Nowe' }, { field: 'pl_subTitle', before: 'a', after: 'b' }])} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent(/^Subtitle$/);
    // A Polish-only field: its form says "Subtitle", and so does its history.
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent(/^Subtitle$/);
    expect(screen.queryByText('Category tagline')).not.toBeInTheDocument();
    expect(screen.queryByText('Sub title (Polish)')).not.toBeInTheDocument();
  });

  it('names the fields of a list item by the schema too, and a field it does not label by its name', () => {
    render(<HistoryChanges entry={entry([{ field: 'avatars', before: [], after: [{ avatarFileUrl: 'https://x/a.png', avatarFile: 'a.png' }] }, { field: 'sortOrder', before: 1, after: 2 }])} />);
    expect(screen.getByText('Avatar: https://x/a.png, Avatar file: a.png')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sort order' })).toBeInTheDocument();
  });

  it("names a campaign item's change as the module's form does", () => {
    render(<RecordDiff module="avatars" action="update" before={{ categoryTagline: 'Stare' }} after={{ categoryTagline: 'Nowe' }} />);
    expect(screen.getByRole('rowheader', { name: 'Subtitle' })).toBeInTheDocument();
    expect(fieldLabel('categoryTagline', 'avatars')).toBe('Subtitle');
    expect(fieldLabel('categoryTagline')).toBe('Category tagline');
  });

  it("gives a FormShell field without a label prop its schema's label, and a given label still wins", () => {
    render(
      <MemoryRouter>
        <FormShell schema={schema} mode="add" title="Add avatars" onSubmit={() => undefined}>
          <TextInput name="categoryTagline" />
          <TextInput name="pl_subTitle" />
          <TextInput name="categoryName" label="Name of the section" />
          <SwitchInput name="isNew" />
        </FormShell>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('textbox', { name: 'Subtitle' }).map((input) => input.getAttribute('name'))).toEqual(['categoryTagline', 'pl_subTitle']);
    expect(screen.getByRole('textbox', { name: 'Name of the section' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New' })).toBeInTheDocument();
  });
});
