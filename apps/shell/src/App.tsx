import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { RemoteRoute } from './federation/RemoteRoute';
import { modules } from './modules';

// Composition skeleton: the shell issue adds sign-in, layout, menu and guards around these routes.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <nav aria-label="Modules">
              <ul>
                {modules.map((m) => (
                  <li key={m.path}>
                    <Link to={m.path}>{m.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
        {modules.map((m) => (
          <Route key={m.path} path={`${m.path}/*`} element={<RemoteRoute target={m.target} label={m.label} />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
