// Public face of @backoffice/api: runtime config and the HTTP client (no React Query: see ./query).
export { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { http, apiUrl, authHeaders, settleResponse, type ApiBase, type RequestOptions } from './http/client';
export { ApiError, isApiError, type ErrorMessages } from './http/api-error';
export { isConflict, CONFLICT_MESSAGE } from './http/conflict';
export { setTokenProvider, setUnauthorizedHandler, setNotifier, setStepUpHandler, type Notifier } from './http/registry';
export { firstErrorText } from './http/response-rules';
export { openEventStream, createEventStreamParser, type StreamEvent, type StreamState, type EventStreamOptions, type EventStreamHandle } from './http/event-stream';
