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

/** PUT remotes/{name}: the build to serve from now on; `version` is the build's own, for the history. */
export const remoteSwitchSchema = v.strictObject({
  manifestUrl: manifestUrlSchema,
  version: v.pipe(string(), maxLength(50)),
  /** The URL the screen showed as live: a switch made meanwhile by someone else answers 409. */
  fromUrl: v.nullable(manifestUrlSchema),
});
export type RemoteSwitchInput = v.InferOutput<typeof remoteSwitchSchema>;

/** POST remotes/load-errors: a browser refused a remote's build before running it. */
export const remoteLoadErrorSchema = v.strictObject({
  remote: remoteNameSchema,
  errorId: v.pipe(string(), v.regex(/^E-[A-Z0-9]{6}$/, messages.invalid('error id'))),
  version: v.pipe(string(), maxLength(50)),
  manifestUrl: v.pipe(string(), maxLength(500)),
  reasons: v.pipe(v.array(v.pipe(string(), maxLength(500))), v.minLength(1, messages.minItems(1)), v.maxLength(20, messages.maxItems(20))),
});
export type RemoteLoadErrorInput = v.InferOutput<typeof remoteLoadErrorSchema>;
