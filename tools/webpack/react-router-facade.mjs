// What the apps use of react-router, shared as the one "react-router" singleton. A shared module keeps every export
// it has, so sharing the package itself would ship its data-router, server, RSC and cookie code to the login page
// (63 KB gzip). The apps use declarative <Routes>; the shell mounts them in one data router (createBrowserRouter),
// which form guards need for useBlocker; the facade offers only that.
// A build fails (exportsPresence: 'error') if app code imports something not listed here: add it to the list.
export {
  BrowserRouter, MemoryRouter, Router, RouterProvider, Routes, Route, Link, NavLink, Navigate, Outlet,
  createBrowserRouter, createSearchParams, createPath, parsePath, generatePath, matchPath, matchRoutes, resolvePath,
  useBeforeUnload, useBlocker, useHref, useInRouterContext, useLinkClickHandler, useLocation, useMatch, useNavigate,
  useNavigationType, useOutlet, useRouteError, useOutletContext, useParams, useResolvedPath, useRoutes, useSearchParams,
  UNSAFE_NavigationContext, UNSAFE_LocationContext, UNSAFE_RouteContext,
} from 'react-router-real';
