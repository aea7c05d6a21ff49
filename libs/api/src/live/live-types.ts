// The feed's payloads are the wire types of @backoffice/validation, declared once for the server, this client and
// the OpenAPI document; re-exported here under the names this library has always offered.
export type { LiveChange, LivePresence, PresenceUser } from '@backoffice/validation';

/** A record a form has open: its module and id (a route's id may still be text). */
export interface LiveRecord {
  module: string;
  id: number | string;
}
