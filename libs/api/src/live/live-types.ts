/** One committed change of a record, as the feed (`GET /api/v1/live`, event `change`) announces it. */
export interface LiveChange {
  /** The feed's sequence number (the history entry's id): what a resume sends as Last-Event-ID. */
  seq: number;
  /** The module definition's name, which is also the resource's query-key root (e.g. 'hotbanner'). */
  module: string;
  id: number | string;
  /** The record's version after the change; null after a hard delete. */
  version: number | null;
  /** 'create' | 'update' | 'delete' | 'restore', or an operation's name (e.g. 'publish'). */
  kind: string;
  /** Who made it; `id` null (name "system") for the server's own changes, e.g. scheduled publishing. */
  by: { id: number | null; name: string };
  at: string;
}

/** One browser tab that has a record open (event `presence`, and GET live/presence). */
export interface PresenceUser {
  userId: number;
  name: string;
  tabId: string;
  /** True once the person changed a field (a soft lock: never a hard stop). */
  editing: boolean;
  since: string;
}

/** Who is on one record now (event `presence`): the whole set, sent whenever it changes. */
export interface LivePresence {
  module: string;
  id: number | string;
  users: PresenceUser[];
}

/** A record a form has open: its module and id. */
export interface LiveRecord {
  module: string;
  id: number | string;
}
