// The live feed and presence as the OpenAPI document shows them: the payloads come from the wire schemas the server
// and the client type themselves with (libs/validation wire/live), so the document cannot say other than they do.
import * as v from 'valibot';
import { LIVE_EVENTS, presenceUsersSchema } from '@backoffice/validation';
import { jsonSchemaOf, named, type JsonObject } from '../../core/doc-schema';

/** A tab on a record, one component wherever it appears (the `presence` event, GET /live/presence). */
function withNamedUsers(schema: JsonObject): JsonObject {
  const users = schema.properties?.users;
  if (!users) return schema;
  return { ...schema, properties: { ...schema.properties, users: { ...users, items: named('LivePresenceUser', users.items as JsonObject) } } };
}

export const presenceDoc: JsonObject = withNamedUsers(jsonSchemaOf(v.strictObject({ users: presenceUsersSchema })));

/** What each event is, beside its payload's schema. */
const EVENT_TEXT: Record<keyof typeof LIVE_EVENTS, string> = {
  ready: 'Event `ready` (id: the feed position now): first, when the stream was opened without `Last-Event-ID`',
  change: 'Event `change` (id: its feed position): one committed change of a record',
  presence: 'Event `presence` (no id): who is on a record now, whenever that changes (empty `users`: all left or expired)',
  end: 'Event `end`: the server closes the stream right after it (within 2 s of the cause); after `permissions` a client reconnects',
};

const capital = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** One component per event, named after the stream and the event: `LiveChangeEvent`. */
const eventSchemas = Object.fromEntries(
  Object.entries(LIVE_EVENTS).map(([event, schema]) => [
    event,
    named(`Live${capital(event)}Event`, { ...withNamedUsers(jsonSchemaOf(schema)), description: EVENT_TEXT[event as keyof typeof LIVE_EVENTS] }),
  ]),
);

/**
 * The stream's 200 content. OpenAPI 3.1 has no schema for the items of a stream (3.2's `itemSchema`): the schema is
 * the `oneOf` of the events' `data` payloads, and `x-events` names the payload of each `event:` name.
 */
export const feedContent: Record<string, JsonObject> = {
  'text/event-stream': {
    description: 'Server-sent events. Each event\'s `data:` line is JSON: the payload `x-events` names for its `event:` name (one of `oneOf`)',
    oneOf: Object.values(eventSchemas),
    'x-events': eventSchemas,
  },
};

export const FEED_SUMMARY = 'The change feed (text/event-stream): every committed change and presence change of the modules the caller may read';

export const FEED_DESCRIPTION = [
  'One stream per signed-in browser (at most 5 per session: 429 beyond).',
  'Events `ready`, `change`, `presence` and `end`, each with a JSON `data:` line (their schemas: `LiveReadyEvent`, `LiveChangeEvent`, `LivePresenceEvent`, `LiveEndEvent`);',
  'a `: heartbeat` comment every 15 s. With `Last-Event-ID: N` every permitted change after N is sent first, then live: no gaps.',
  'Only modules whose list or records the caller may open (the module\'s guard or `.read` permission; every signed-in user for signed-in-only modules).',
].join(' ');
