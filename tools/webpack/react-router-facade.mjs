// What the apps use of react-router, shared as the one "react-router" singleton. A shared module keeps every export
// it has, so sharing the package itself would ship its server, RSC and cookie code (~60 KB gzip) to the login page.
// A build fails (exportsPresence: 'error') if app code imports something not listed here: add it to the list.
export {
  BrowserRouter, MemoryRouter, Router, RouterProvider, Routes, Route, Link, NavLink, Navigate, Outlet, Form,
  ScrollRestoration, createBrowserRouter, createMemoryRouter, createRoutesFromElements, createRoutesFromChildren,
  createSearchParams, createPath, parsePath, generatePath, matchPath, matchRoutes, resolvePath, redirect,
  isRouteErrorResponse, useBeforeUnload, useBlocker, unstable_usePrompt, useFetcher, useHref, useInRouterContext,
  useLinkClickHandler, useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRouteError, useRoutes, useSearchParams, useSubmit,
  UNSAFE_NavigationContext, UNSAFE_LocationContext, UNSAFE_RouteContext,
} from 'react-router-real';
