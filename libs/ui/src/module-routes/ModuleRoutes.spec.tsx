import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import type { FormMode } from '@backoffice/auth';
import { ModuleRoutes } from './ModuleRoutes';

const guarded = { access: { group: 'banners' } } as const;
const signedIn = { access: 'signed-in' } as const;

function Form({ mode }: { mode: FormMode }) {
  return <p>form in {mode} mode</p>;
}

function renderAt(path: string, module: typeof guarded | typeof signedIn = guarded) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/banners/*"
          element={<ModuleRoutes module={module} list={<p>the list</p>} form={Form} forms={{ add: 'add', 'edit/:id': 'edit', 'clone/:id': 'clone', 'view/:id': 'view' }} permissions={{ clone: ['banners.clone'] }} />}
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

  it('sends a path the module does not have to /404', async () => {
    signInForTest({ permissions: ['banners.index'] });
    renderAt('/banners/nonsense');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
