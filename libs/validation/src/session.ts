// `@backoffice/validation/session`: the few pieces the sign-in screen and the session need (the login schema, the
// permission rule, the server's error messages as form errors). Stateless, so it is not a shared singleton: whoever
// imports it bundles just these (~2 KB), and /login does not download the whole library (~25 KB gzip).
// The main entry exports the same functions; both are the same source.
export { loginSchema, type LoginInput } from './schemas/auth';
export { hasAllPermissions, hasAnyPermission, hasPermission, type PermissionHolder } from './permissions';
export { errorMessagesToFormErrors, type FormErrors } from './form-adapter';
export { fieldWords } from './field-words';
export { sameValues } from './form-values';
