import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { anyOf } from '../permissions/access-rule';
import { resetSessionForTest, signInForTest } from '../testing';
import { Can } from './Can';
import { RequireAccess } from './RequireAccess';

afterEach(resetSessionForTest);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/roles" element={<RequireAccess rule={anyOf('roles.index')}><h1>Roles</h1></RequireAccess>} />
        <Route path="/404" element={<h1>Page Not Found</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('guards', () => {
  it('renders a guarded route for a holder and redirects to /404 otherwise', () => {
    signInForTest({ permissions: ['roles.index'] });
    renderAt('/roles').unmount();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    signInForTest({ permissions: ['landing.index'] });
    renderAt('/roles');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('<Can> hides gated content, with an optional fallback', () => {
    signInForTest({ permissions: ['landing.read'] });
    render(
      <>
        <Can permission="landing.create"><button>Create Landing Page</button></Can>
        <Can anyOf={['landing.read', 'landing.update']}><button>Actions</button></Can>
        <Can allOf={['landing.read', 'landing.delete']} fallback={<span>read only</span>}><button>Delete</button></Can>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Create Landing Page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByText('read only')).toBeInTheDocument();
  });
});
