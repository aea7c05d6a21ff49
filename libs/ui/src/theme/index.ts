// Separate entry point @backoffice/ui/theme: the admin theme alone, for the login route, which must not load the
// ui barrel (every building block and React Query) that federation shares as one module.
export { adminTheme } from '../providers/theme';
