// Each run starts a fresh API, so the sessions signedInAs kept from the last run are dead: forget them. signedInAs
// signs each demo account in through the form on its first use in this run (fixtures.ts).
import { rmSync } from 'node:fs';
import { storageStateDir } from './fixtures';

export default function forgetLastRunsSessions() {
  rmSync(storageStateDir(), { recursive: true, force: true });
}
