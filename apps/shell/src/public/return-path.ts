/** Where the sign-in redirect remembered the user was going; only an in-app path, never /login itself. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  if (from.pathname === '/login') return '/';
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}
