// Separate entry point @backoffice/api/query: React Query pieces (query client, key factory, resource hooks, uploads),
// kept off the login route, which needs only the HTTP client.
export { queryClient } from './query-client';
