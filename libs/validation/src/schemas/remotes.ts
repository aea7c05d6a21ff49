// The deployed remotes (README "Releasing one remote"): switching a remote to another published build, and the
// load errors a browser reports when it refused a remote's build.
import * as v from 'valibot';
import { maxLength, string } from '../helpers';
import { messages } from '../messages';

/** A remote's federation name, as in config.json ("content", "landing"). */
export const remoteNameSchema = v.pipe(string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/, messages.invalid('remote name')));

/** The manifest of a published build: an http(s) URL of an mf-manifest.json. */
export const manifestUrlSchema = v.pipe(
  string(),
  maxLength(500),
  v.regex(/^https?:\/\/[^\s?#]+\/mf-manifest\.json$/, messages.invalid('manifest URL (…/mf-manifest.json)')),
);

/**
 * PUT remotes/{name} as the first Modules screen sent it. The API reads remoteSwitchRequestSchema; this one stays
 * exported (a removed export is a major bump, which refuses every remote built before).
 */
export const remoteSwitchSchema = v.strictObject({
  manifestUrl: manifestUrlSchema,
  version: v.pipe(string(), maxLength(50)),
  /** The URL the screen showed as live: a switch made meanwhile by someone else answers 409. */
  fromUrl: v.nullable(manifestUrlSchema),
});
export type RemoteSwitchInput = v.InferOutput<typeof remoteSwitchSchema>;

/** The most characters of the written reason a forced switch records. */
export const FORCE_REASON_MAX_LENGTH = 500;

/**
 * PUT remotes/{name}: the build to serve from now on; `version` is the build's own, for the history (the server
 * records the version its build record names). A build that does not fit the live shell is refused (409) unless a
 * super admin forces it with a written reason, which the history keeps.
 */
export const remoteSwitchRequestSchema = v.pipe(
  v.strictObject({
    manifestUrl: manifestUrlSchema,
    version: v.pipe(string(), maxLength(50)),
    /**
     * The URL the screen showed as live: a switch made meanwhile by someone else answers 409. Only compared with the
     * stored one, never fetched: a bad URL held by the table must not make the switch back impossible.
     */
    fromUrl: v.nullable(v.pipe(string(), maxLength(2000))),
    /** Switch although the build does not fit the live shell (super admin, with a reason). */
    force: v.optional(v.boolean()),
    /** Why the switch is forced: kept in the remote's history. */
    reason: v.optional(v.pipe(string(), v.trim(), maxLength(FORCE_REASON_MAX_LENGTH))),
  }),
  v.forward(v.partialCheck([['force'], ['reason']], (input) => !input.force || Boolean(input.reason), messages.required('Reason')), ['reason']),
);
export type RemoteSwitchRequest = v.InferOutput<typeof remoteSwitchRequestSchema>;

/** POST remotes/load-errors: a browser refused a remote's build before running it. */
export const remoteLoadErrorSchema = v.strictObject({
  remote: remoteNameSchema,
  errorId: v.pipe(string(), v.regex(/^E-[A-Z0-9]{6}$/, messages.invalid('error id'))),
  version: v.pipe(string(), maxLength(50)),
  manifestUrl: v.pipe(string(), maxLength(500)),
  reasons: v.pipe(v.array(v.pipe(string(), maxLength(500))), v.minLength(1, messages.minItems(1)), v.maxLength(20, messages.maxItems(20))),
});
export type RemoteLoadErrorInput = v.InferOutput<typeof remoteLoadErrorSchema>;
