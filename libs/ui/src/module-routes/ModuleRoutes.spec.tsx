import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { defineModule, type FormMode, type ModuleDefinition } from '@backoffice/validation';
import { ModuleRoutes } from './ModuleRoutes';
import { useModuleCan } from './module-context';

const base = { name: 'banners', item: 'Banner', menu: { label: 'Banners', group: 'main' } } as const;
const guarded = defineModule({
  ...base,
  access: { group: 'banners', uses: { clone: ['clone'] } },
  forms: { add: 'add', edit: 'edit/:id', clone: 'clone/:id', view: 'view/:id' },
  pages: { bulk: { path: 'bulk-edit', needs: ['update'] } },
});
const signedIn = defineModule({ ...guarded, access: 'signed-in' });
/** One route for edit and view: it edits for those who may update, else shows read-only. */
const shared = defineModule({ ...base, access: { group: 'banners' }, forms: { add: 'add', edit: 'update/:id', view: 'update/:id' } });

function Bulk() {
  return <p>bulk edit; may delete: {String(useModuleCan('delete'))}</p>;
}

function Form({ mode }: { mode: FormMode }) {
  return <p>form in {mode} mode</p>;
}

function renderAt(path: string, module: ModuleDefinition = guarded) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/banners/*"
          element={<ModuleRoutes module={module} list={<p>the list</p>} form={Form} pages={{ bulk: <Bulk /> }} />}
        />
        <Route path="/404" element={<p>Page Not Found</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => resetSessionForTest());

describe('ModuleRoutes', () => {
  it('opens the list and each form route in its mode for a user holding the permissions', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read', 'banners.create', 'banners.update', 'banners.clone'] });
    renderAt('/banners');
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it.each([
    ['/banners/add', 'add'],
    ['/banners/edit/3', 'edit'],
    ['/banners/clone/3', 'clone'],
    ['/banners/view/3', 'view'],
  ])('%s opens the form in %s mode', async (path, mode) => {
    signInForTest({ permissions: ['banners.index', 'banners.read', 'banners.create', 'banners.update', 'banners.clone'] });
    renderAt(path);
    expect(await screen.findByText(`form in ${mode} mode`)).toBeInTheDocument();
  });

  it('sends a user without the mode permission to /404 (clone needs its own, create is not enough)', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read', 'banners.create'] });
    renderAt('/banners/clone/3');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('lets a reader view a record read-only', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read'] });
    renderAt('/banners/view/3');
    expect(await screen.findByText('form in view mode')).toBeInTheDocument();
  });

  it('guards no form route of a signed-in-only module', async () => {
    signInForTest({ permissions: [] });
    renderAt('/banners/edit/3', signedIn);
    expect(await screen.findByText('form in edit mode')).toBeInTheDocument();
  });

  it('opens a route shared by edit and view in edit mode for an updater and read-only for a reader (one rule: view = read or update)', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.update'] });
    renderAt('/banners/update/3', shared);
    expect(await screen.findByText('form in edit mode')).toBeInTheDocument();
  });

  it('shows the shared route read-only to a reader', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read'] });
    renderAt('/banners/update/3', shared);
    expect(await screen.findByText('form in view mode')).toBeInTheDocument();
  });

  it("guards a page of the definition with its needs and gives it the module's context", async () => {
    signInForTest({ permissions: ['banners.index', 'banners.update', 'banners.delete'] });
    renderAt('/banners/bulk-edit');
    expect(await screen.findByText('bulk edit; may delete: true')).toBeInTheDocument();
  });

  it('sends a reader away from a page that needs update', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read'] });
    renderAt('/banners/bulk-edit');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('sends a path the module does not have to /404', async () => {
    signInForTest({ permissions: ['banners.index'] });
    renderAt('/banners/nonsense');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
