// Separate entry point @backoffice/api/query: React Query pieces (query client, key factory, resource hooks, uploads),
// kept off the login route, which needs only the HTTP client.
export { queryClient } from './query-client';
export { createQueryKeys, cleanParams, type ListParams, type QueryKeys } from './query-keys';
export type { ListPage } from './list-page-data';
export { createResource, moduleResource, type Resource, type ResourceConfig, type UpdateVariables, type OperationVariables } from './create-resource';
export { uploadFile, readAsBase64, type UploadFileOptions, type UploadResult } from './upload-file';
export { historyResource, recordHistoryQueryOptions } from './history';
export { findRecordsQueryOptions, scheduleQueryOptions, scheduleWindowQueryOptions, type FoundRecord, type Schedule, type ScheduleItem, type ScheduleSection } from './schedule';
// The live change feed and presence: signed-in only, so here rather than on the login route's entry.
export { startLiveFeed } from '../live/live-feed';
export { subscribeLiveChanges, subscribeLivePresence, liveSelfUserId, liveFeedActive, subscribeLiveActive } from '../live/feed-hub';
export { announcePresence, fetchPresence, leavePresence, PRESENCE_HEARTBEAT_MS } from '../live/presence';
export { liveTabId } from '../live/tab-id';
export type { LiveChange, LivePresence, PresenceUser, LiveRecord } from '../live/live-types';
