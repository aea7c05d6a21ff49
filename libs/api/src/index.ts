// Public face of @backoffice/api: runtime config and the HTTP client (no React Query: see ./query).
export { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtime-config';
