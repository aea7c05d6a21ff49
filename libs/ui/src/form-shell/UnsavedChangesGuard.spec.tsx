import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { Link, Route, RouterProvider, Routes, createMemoryRouter, useNavigate } from 'react-router';
import { TextInput } from '@backoffice/auth';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

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

function PlainForm() {
  const navigate = useNavigate();
  return (
    <Form onSubmit={() => undefined}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <UnsavedChangesGuard />
          <TextInput name="partner" label="Partner" />
          <button type="button" onClick={() => navigate('..', { relative: 'path' })}>
            Cancel
          </button>
          <Link to="/files">Files</Link>
        </form>
      )}
    </Form>
  );
}

// As in the shell: one splat route of a data router, the module's declarative <Routes> below it.
function renderInDataRouter() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Routes>
            <Route path="/landing-pages" element={<p>Landing list</p>} />
            <Route path="/landing-pages/add" element={<PlainForm />} />
            <Route path="/files" element={<p>File manager</p>} />
          </Routes>
        ),
      },
    ],
    { initialEntries: ['/landing-pages', '/landing-pages/add'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const partner = () => screen.getByRole('textbox', { name: 'Partner' });

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    renderInDataRouter();
    await userEvent.click(screen.getByRole('link', { name: 'Files' }));
    expect(await screen.findByText('File manager')).toBeInTheDocument();
  });

  it.each([
    ['a link (the menu)', () => userEvent.click(screen.getByRole('link', { name: 'Files' }))],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('asks before %s discards typed text; No stays with the text, Yes leaves', async (_way, leave) => {
    renderInDataRouter();
    await userEvent.type(partner(), 'acme');
    await leave();
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(partner()).toHaveValue('acme');
    await leave();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/File manager|Landing list/)).toBeInTheDocument();
  });

  it("asks before the browser's Back discards typed text", async () => {
    const router = renderInDataRouter();
    await userEvent.type(partner(), 'acme');
    await router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/landing-pages/add');
    expect(partner()).toHaveValue('acme');
  });

  it('asks the browser before a reload or close discards typed text', async () => {
    renderInDataRouter();
    await userEvent.type(partner(), 'acme');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
