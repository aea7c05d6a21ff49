// The live feed and presence as the OpenAPI document shows them.
import type { JsonObject } from '../../core/doc-schema';

const stamp = { type: 'string', format: 'date-time' };

export const presenceUserDoc: JsonObject = {
  type: 'object',
  required: ['userId', 'name', 'tabId', 'editing', 'since'],
  properties: {
    userId: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    tabId: { type: 'string', description: "The browser tab's own id (a tab shows one record at a time)" },
    editing: { type: 'boolean', description: 'Has changed a field of the form (a soft lock, never a hard stop)' },
    since: { ...stamp, description: 'When this tab opened the record' },
  },
};

export const presenceDoc: JsonObject = {
  type: 'object',
  required: ['users'],
  properties: { users: { type: 'array', items: presenceUserDoc, description: 'Longest there first; entries unseen for 60 s are over' } },
};

export const FEED_SUMMARY = 'The change feed (text/event-stream): every committed change and presence change of the modules the caller may read';

export const FEED_DESCRIPTION = [
  'One stream per signed-in browser (at most 5 per session: 429 beyond). Events:',
  '`ready` (id: the feed position now; data `{"seq":N}`) first when no `Last-Event-ID` was sent;',
  '`change` (id: its feed position) data `{"seq","module","id","version","kind","by":{"id","name"},"at"}` — `version` null after a hard delete,',
  '`kind` create / update / delete / restore or an operation (publish, bulk edit, order, block …), `by.id` null for the server\'s own changes;',
  '`presence` (no id) data `{"module","id","users":[{"userId","name","tabId","editing","since"}]}` whenever who is on a record changes (empty `users`: all left or expired);',
  '`end` data `{"reason":"logout"|"blocked"|"expired"|"permissions"}` then the server closes the stream (within 2 s of the cause);',
  'a `: heartbeat` comment every 15 s. With `Last-Event-ID: N` every permitted change after N is sent first, then live: no gaps.',
  'Only modules whose list or records the caller may open (the module\'s guard or `.read` permission; every signed-in user for signed-in-only modules).',
].join(' ');
