// @backoffice/ui/testing: what every screen spec of a remote needs — fetch answered as the API would, a list page
// reply, and a screen rendered inside what the shell gives every remote. Specs only; no bundle imports it.
export { mockFetch, type FetchCall } from './fetch-mock';
export { listReply, mockModuleApi } from './module-api';
export { renderInApp } from './render-in-app';
