// Where the file manager lives (the spec: /files and /files/{path}, the path URL-encoded as one segment).
import { baseName } from '@backoffice/validation';

export const FILES_ROUTE = '/files';

/** /files/banners%2F2026 for 'banners/2026'; /files for the root. */
export const folderHref = (path: string) => (path ? `${FILES_ROUTE}/${encodeURIComponent(path)}` : FILES_ROUTE);

export interface Crumb {
  path: string;
  label: string;
}

/** Home, then one crumb per folder of the path. */
export function crumbsOf(path: string): Crumb[] {
  const parts = path ? path.split('/') : [];
  return [{ path: '', label: 'Home' }, ...parts.map((_, i) => {
    const crumbPath = parts.slice(0, i + 1).join('/');
    return { path: crumbPath, label: baseName(crumbPath) };
  })];
}

/** An absolute URL for a stored file's link, for the clipboard and new tabs. */
export const absoluteUrl = (link: string) => new URL(link, window.location.origin).toString();
