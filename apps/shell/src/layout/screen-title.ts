import { useEffect } from 'react';
import { useLocation } from 'react-router';

const PRODUCT = 'Back Office';

/** The shell's own screens; every module's name comes from the module table. */
const shellScreens: Record<string, string> = {
  '/': 'Home',
  '/profile': 'Profile',
  '/404': 'Page Not Found',
  '/login': 'Login',
  '/forget-password': 'Forgot Password',
};

interface NamedScreen {
  path: string;
  label: string;
}

/** The modules' and previews' screens, handed over by the signed-in chunk (the module table is not loaded at /login). */
let moduleScreens: readonly NamedScreen[] = [];
export function setModuleScreens(screens: readonly NamedScreen[]): void {
  moduleScreens = screens;
}

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The screen whose path is the longest prefix of `pathname` ("/landing-pages-base-config" is not landing pages). */
export function screenAt<T extends NamedScreen>(screens: readonly T[], pathname: string): T | undefined {
  return screens.filter((m) => within(pathname, m.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The browser tab's title for a path, e.g. "/landing-pages/add" → "Landing Pages · Back Office". */
export function screenTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = screenAt(moduleScreens, path);
  const screen = entry?.label ?? shellScreens[path] ?? (within(path, '/reset-password') ? 'Reset Password' : undefined);
  return screen ? `${screen} · ${PRODUCT}` : PRODUCT;
}

/** Keeps the tab title naming the current screen (the signed-in app calls it too, once it knows the modules). */
export function useScreenTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname);
  }, [pathname]);
}
