// What a browser tab sends about presence, declared once: the server validates these requests with these schemas
// and the client (libs/api) builds its bodies as their input types, so a field renamed on one side fails the other's
// type-check instead of a request.
import * as v from 'valibot';
import { integer, minValue, string } from '../helpers';
import { messages } from '../messages';

const moduleName = v.pipe(string(), v.regex(/^[a-z][a-z0-9-]{0,60}$/, messages.invalid('module')));
const recordId = integer(messages.invalid('id'), minValue(1));
/** A random id the browser gives each tab (a UUID); its presence is keyed by it. */
const tabId = v.pipe(string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, messages.invalid('tabId')));

/** PUT /live/presence: this tab has the record open (and, with `editing`, has changed a field). */
export const presenceBeatSchema = v.strictObject({ module: moduleName, id: recordId, tabId, editing: v.optional(v.boolean(), false) });

/** POST /live/presence/leave: this tab closed the record. */
export const presenceLeaveSchema = v.strictObject({ module: moduleName, id: recordId, tabId });

/** GET /live/presence?module=…&id=… */
export const presenceQuerySchema = v.strictObject({
  module: moduleName,
  id: v.pipe(string(), v.regex(/^[1-9]\d{0,8}$/, messages.invalid('id')), v.transform(Number)),
});

export type PresenceBeatInput = v.InferInput<typeof presenceBeatSchema>;
export type PresenceLeaveInput = v.InferInput<typeof presenceLeaveSchema>;
