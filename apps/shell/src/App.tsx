import { Suspense, lazy, useState } from 'react';
import { Navigate, Outlet, Route, RouterProvider, Routes, createBrowserRouter, useLocation, useRouteError } from 'react-router';
import { useSession } from '@backoffice/auth';
import { AppErrorBoundary } from './app-error/AppErrorBoundary';
import { useScreenTitle } from './layout/screen-title';
import { LoginPage } from './public/LoginPage';
import { PublicProviders } from './public/PublicProviders';
import { SignedInFallback } from './signed-in/SignedInFallback';

// Everything behind sign-in (layout, menu, React Query, the ui library) is a separate chunk: /login stays small.
const SignedInApp = lazy(() => import('./signed-in/SignedInApp'));
// The password pages use the validation library's schemas; /login does not download it.
const ForgetPasswordPage = lazy(() => import('./public/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage })));
// A role that requires a second factor its user has not set up: only the enrolment, right after the password.
const EnrolSecondFactorPage = lazy(() => import('./public/EnrolSecondFactorPage'));
// The code prompt of step-up (the HTTP client asks it when a sensitive change answers step_up_required).
const StepUpPrompt = lazy(() => import('./pages/profile/StepUpPrompt'));
const ResetPasswordPage = lazy(() => import('./public/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/** Any path but the public ones: signed out → /login (remembering where the user was going). */
function SignedInGate() {
  const signedIn = useSession((state) => state.token !== null);
  const mustEnrol = useSession((state) => state.secondFactor?.required === true && !state.secondFactor.enrolled);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  if (mustEnrol) {
    return (
      <Suspense fallback={null}>
        <EnrolSecondFactorPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<SignedInFallback />}>
      <SignedInApp />
      <Suspense fallback={null}>
        <StepUpPrompt />
      </Suspense>
    </Suspense>
  );
}

function PublicRoutes() {
  return (
    <PublicProviders>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PublicProviders>
  );
}

/** The shell's routes: the three signed-out screens, and everything else behind the session gate. */
export function AppRoutes() {
  useScreenTitle();
  return (
    <Routes>
      <Route element={<PublicRoutes />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forget-password" element={<ForgetPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      </Route>
      <Route path="*" element={<SignedInGate />} />
    </Routes>
  );
}

/** A data router catches render errors itself; hand them on to AppErrorBoundary, which shows the spec's text. */
function RethrowRouteError(): never {
  throw useRouteError();
}

/**
 * A data router, not <BrowserRouter>: only a data router lets a form block navigation (useBlocker), including the
 * browser's Back. One splat route holds the shell's declarative <Routes>, and each remote's nested <Routes> below.
 */
export function App() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <RethrowRouteError /> }]),
  );
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
