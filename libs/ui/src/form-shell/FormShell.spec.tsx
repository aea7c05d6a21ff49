import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router';
import * as v from 'valibot';
import { ApiError } from '@backoffice/api';
import { maxLength, requiredString } from '@backoffice/validation';
import type { FormMode } from '@backoffice/auth';
import { TextInput } from '@backoffice/auth';
import { KeyValueListEditor } from '../key-value/KeyValueListEditor';
import { FormShell, type FormShellProps } from './FormShell';

const schema = v.object({ title: requiredString('Title', maxLength(10)), link: requiredString('Link'), version: v.optional(v.number()) });
type Props = Partial<FormShellProps<typeof schema>>;

function BannerForm(props: Props & { mode?: FormMode }) {
  return (
    <>
      <FormShell schema={schema} mode={props.mode ?? 'add'} title="Create banner" {...props}>
        <TextInput name="title" label="Title" />
        <TextInput name="link" label="Link" />
      </FormShell>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderForm(props: Props & { mode?: FormMode } = {}) {
  return render(
    <MemoryRouter initialEntries={['/banners/add']}>
      <Routes>
        <Route path="/banners/add" element={<BannerForm {...props} />} />
        <Route path="/banners" element={<p>Banner list</p>} />
        <Route path="/elsewhere" element={<p>Another page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const link = () => screen.getByRole('textbox', { name: 'Link' });

describe('FormShell', () => {
  it('validates on blur and then on every change with the spec messages', async () => {
    renderForm();
    await userEvent.click(title());
    await userEvent.tab();
    expect(screen.getByText('Title is required!')).toBeInTheDocument();
    await userEvent.type(title(), 'A very long title');
    expect(screen.getByText('must be shorter than 11 characters!')).toBeInTheDocument();
  });

  it('shows every error when Submit is pressed on an empty form and does not call onSubmit', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required!')).toBeInTheDocument();
    expect(screen.getByText('Link is required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables Submit with a spinner while saving, then goes to the list', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    renderForm({ onSubmit, successTo: '/banners' });
    await userEvent.type(title(), 'Summer');
    await userEvent.type(link(), 'https://x.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Summer', link: 'https://x.pl' });
    finish();
    // No unsaved-changes prompt after a successful save.
    expect(await screen.findByText('Banner list')).toBeInTheDocument();
  });

  it('puts server field errors on their fields, shows the error line and keeps what was typed', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError(400, 'Link is taken', { link: ['Link is taken'], title: ['Title is odd'] }));
    renderForm({ onSubmit });
    await userEvent.type(title(), 'Summer');
    await userEvent.type(link(), 'https://x.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is odd')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link is taken');
    expect(title()).toHaveValue('Summer');
    expect(link()).toHaveValue('https://x.pl');
    // Editing the field clears its server error.
    await userEvent.type(title(), '!');
    expect(screen.queryByText('Title is odd')).not.toBeInTheDocument();
  });

  it('is read-only without Submit in view and preview modes', () => {
    renderForm({ mode: 'preview', initialValues: { title: 'Old', link: 'https://a.pl' } });
    expect(title()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('on 409 offers to reload the colleague version and keeps what the user typed', async () => {
    function EditPage() {
      const [record, setRecord] = useState({ title: 'Old', link: 'https://a.pl', version: 1 });
      const [sent, setSent] = useState<unknown[]>([]);
      return (
        <>
          <FormShell
            schema={schema}
            mode="edit"
            initialValues={record}
            onSubmit={async (values) => {
              setSent((s) => [...s, values]);
              if (values.version === 1) throw new ApiError(409, 'Changed by someone else');
            }}
            onReload={() => setRecord({ title: 'Old', link: 'https://colleague.pl', version: 2 })}
          >
            <TextInput name="title" label="Title" />
            <TextInput name="link" label="Link" />
          </FormShell>
          <output aria-label="sent">{JSON.stringify(sent)}</output>
        </>
      );
    }
    render(<MemoryRouter><EditPage /></MemoryRouter>);
    await userEvent.clear(title());
    await userEvent.type(title(), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this record');
    // In the sticky action bar, which the toasts stay above: a toast never covers Reload.
    const bar = screen.getByRole('group', { name: 'Form actions' });
    expect(within(bar).getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await userEvent.click(within(bar).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(link()).toHaveValue('https://colleague.pl'));
    expect(title()).toHaveValue('Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('"version":2'));
  });

  it('asks before leaving with unsaved changes (plain router): No stays, Yes leaves', async () => {
    renderForm();
    await userEvent.type(title(), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('You have unsaved changes. Leave this page without saving them?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(title()).toHaveValue('Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('leaves a pristine form without asking', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('asks before leaving under a data router too (useBlocker)', async () => {
    // jsdom has no fetch Request; a data router only needs its url, method and signal.
    class MinimalRequest {
      readonly url: string;
      readonly method: string;
      readonly signal: AbortSignal;
      readonly headers = new Map<string, string>();
      constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
        this.url = String(url);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? new AbortController().signal;
      }
    }
    Object.defineProperty(globalThis, 'Request', { value: MinimalRequest, configurable: true, writable: true });
    const router = createMemoryRouter(
      [
        { path: '/banners/add', element: <BannerForm /> },
        { path: '/elsewhere', element: <p>Another page</p> },
      ],
      { initialEntries: ['/banners/add'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(title(), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('after saving a list field and re-reading the record, leaves without asking (equal rows, new objects)', async () => {
    const listSchema = v.object({ screens: v.array(v.object({ key: v.string(), value: v.string() })), version: v.optional(v.number()) });
    type Record = { screens: Array<{ key: string; value: string }>; version: number };
    function EditPlacement() {
      const [record, setRecord] = useState<Record>({ screens: [{ key: 'desktop', value: 'top' }], version: 1 });
      // The server answers with a fresh copy of what was sent, as a refetch does.
      const save = async (values: v.InferOutput<typeof listSchema>) => setRecord(JSON.parse(JSON.stringify({ ...values, version: record.version + 1 })));
      return (
        <>
          <FormShell schema={listSchema} mode="edit" initialValues={record} onSubmit={save} submitLabel="Update">
            <KeyValueListEditor name="screens" label="Screens" keyLabel="Screen" valueLabel="Slot" addLabel="Add screen" />
          </FormShell>
          <Link to="/elsewhere">Elsewhere</Link>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/placements/1']}>
        <Routes>
          <Route path="/placements/1" element={<EditPlacement />} />
          <Route path="/elsewhere" element={<p>Another page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Screen 2' }), 'mobile');
    await userEvent.type(screen.getByRole('textbox', { name: 'Slot 2' }), 'top');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on edit sends an emptied optional field as null, so the save empties it (a field left out would be kept)', async () => {
    const withAlt = v.object({ title: requiredString('Title'), alt: v.optional(v.string()) });
    const onSubmit = jest.fn();
    render(
      <MemoryRouter>
        <FormShell schema={withAlt} mode="edit" title="Edit banner" initialValues={{ title: 'Baner', alt: 'Opis' }} onSubmit={onSubmit}>
          <TextInput name="title" label="Title" />
          <TextInput name="alt" label="Alt" />
        </FormShell>
      </MemoryRouter>,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Alt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Baner', alt: null }));
  });

  it('asks the browser before unloading a dirty form', async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(title(), 'Draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
