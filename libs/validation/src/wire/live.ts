// The live feed's wire, declared once: the payload of each event the change stream (GET /api/v1/live) sends, and who
// is on a record (also GET /api/v1/live/presence). The server types what it sends with these types, the client what
// it receives, and the OpenAPI document shows these schemas (one component per event), so the three cannot drift.
// Strict objects: an event carries exactly these fields, and a field added here is added everywhere at once.
import * as v from 'valibot';

const integer = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));
const stamp = (text: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(text));
const moduleName = v.pipe(v.string(), v.description("The module definition's name, also the resource's query-key root (e.g. `hotbanner`)"));

/** A position in the feed: an event's id, and what a resume sends back as Last-Event-ID. */
const feedPosition = (min: number) => v.pipe(integer(min), v.description('The feed position: the event id, and what a resume sends back as Last-Event-ID'));

/** Event `ready`: the first event of a stream opened without Last-Event-ID (the feed position now; 0 while empty). */
export const liveReadySchema = v.strictObject({ seq: feedPosition(0) });

/** Event `change`: one committed change of a record. */
export const liveChangeSchema = v.strictObject({
  seq: feedPosition(1),
  module: moduleName,
  id: v.pipe(
    v.union([integer(1), v.string()]),
    v.description("The record's id: a number for every module's records, a text for the few others (e.g. `user-5` in the chat)"),
  ),
  version: v.pipe(v.nullable(integer(1)), v.description("The record's version after the change; null after a hard delete or where the record keeps none")),
  kind: v.pipe(v.string(), v.description("create, update, delete, restore, or an operation's name (publish, bulk edit, order, block …)")),
  by: v.pipe(
    v.strictObject({ id: v.nullable(integer(1)), name: v.string() }),
    v.description('Who made it: the staff member, or `{ id: null, name: "system" }` for the server\'s own changes (scheduled publishing)'),
  ),
  at: stamp('When it was committed'),
});

/** One browser tab that has a record open. */
export const presenceUserSchema = v.strictObject({
  userId: integer(1),
  name: v.string(),
  tabId: v.pipe(v.string(), v.description("The browser tab's own id (a tab shows one record at a time)")),
  editing: v.pipe(v.boolean(), v.description('Has changed a field of the form (a soft lock, never a hard stop)')),
  since: stamp('When this tab opened the record'),
});

/** Who is on a record now: sent whole whenever it changes. */
export const presenceUsersSchema = v.pipe(v.array(presenceUserSchema), v.description('Longest there first; entries unseen for 60 s are over; empty when all left'));

/** Event `presence`: who is on one record now (records are numbered: presence is only reported for those). */
export const livePresenceSchema = v.strictObject({ module: moduleName, id: integer(1), users: presenceUsersSchema });

/** Why the server ends a stream: the session signed out, was blocked, expired, or its permissions changed (reconnect). */
export const LIVE_END_REASONS = ['logout', 'blocked', 'expired', 'permissions'] as const;

/** Event `end`: the server closes the stream right after it. */
export const liveEndSchema = v.strictObject({ reason: v.picklist(LIVE_END_REASONS) });

/** Every event of the stream that carries data, by its `event:` name. */
export const LIVE_EVENTS = { ready: liveReadySchema, change: liveChangeSchema, presence: livePresenceSchema, end: liveEndSchema } as const;

// Interfaces over the inferred types: still declared once (the schema), with a name that hovers and the API report
// keep (an alias would be shown expanded). Empty on purpose.
/* eslint-disable @typescript-eslint/no-empty-object-type -- a named interface of an inferred type */
export interface LiveReady extends v.InferOutput<typeof liveReadySchema> {}
/** One committed change of a record, as the feed (event `change`) announces it. */
export interface LiveChange extends v.InferOutput<typeof liveChangeSchema> {}
/** One browser tab that has a record open (event `presence`, and GET live/presence). */
export interface PresenceUser extends v.InferOutput<typeof presenceUserSchema> {}
/** Who is on one record now (event `presence`): the whole set, sent whenever it changes. */
export interface LivePresence extends Omit<v.InferOutput<typeof livePresenceSchema>, 'users'> {
  users: PresenceUser[];
}
export interface LiveEnd extends v.InferOutput<typeof liveEndSchema> {}
export type LiveEndReason = LiveEnd['reason'];
/* eslint-enable @typescript-eslint/no-empty-object-type */
