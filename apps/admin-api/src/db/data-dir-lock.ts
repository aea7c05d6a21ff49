// One process per PGlite data folder. PGlite takes no lock of its own, and two processes writing one folder
// corrupt it (after a crash: "PANIC: could not locate a valid checkpoint record"). The lock is a file created
// exclusively that holds the owner's pid and host; a lock whose process is gone (kill -9, power loss) is stale
// and taken over at once, so a crash never blocks the next start.
import { hostname } from 'node:os';
import fs from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(readonly lockFile: string, readonly holder: LockHolder) {
    super(
      holder.host === hostname()
        ? `The data folder is in use by another admin API process (pid ${holder.pid}, lock ${lockFile}). Stop that process first; two processes on one PGlite folder corrupt it.`
        : `The data folder is locked by host ${holder.host} (pid ${holder.pid}, lock ${lockFile}). If that host no longer runs the admin API, delete the lock file.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? { pid: parsed.pid, host: parsed.host, since: String(parsed.since ?? '') } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock nobody can hold: its process is dead, or it is our own pid left by an earlier life of this container
 * (pid 1 again after a restart), or the file is unreadable (a crash between create and write). Locks of another
 * host are never judged from here.
 */
function isStale(holder: LockHolder | null): boolean {
  if (!holder) return true;
  if (holder.host !== hostname()) return false;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

function tryCreate(file: string, me: LockHolder): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const unknownHolder: LockHolder = { pid: 0, host: 'unknown', since: '' };

/** Takes `file` for this process or throws DataDirLockedError; never waits for a live holder. */
export function lockDataDir(file: string): DataDirLock {
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  if (!tryCreate(file, me)) {
    let holder = readHolder(file);
    if (!holder) {
      // Empty or half-written: maybe a process writing it right now. Look again before calling it stale.
      sleepSync(50);
      holder = readHolder(file);
    }
    if (!isStale(holder)) throw new DataDirLockedError(file, holder ?? unknownHolder);
    fs.rmSync(file, { force: true });
    if (!tryCreate(file, me)) throw new DataDirLockedError(file, readHolder(file) ?? unknownHolder);
    // Two processes breaking the same stale lock at once: the one whose file the other removed sees it here.
    sleepSync(100);
    const now = readHolder(file);
    if (now?.pid !== me.pid || now.since !== me.since) throw new DataDirLockedError(file, now ?? unknownHolder);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // Only our own lock is removed, never one a later owner holds.
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.since === me.since) fs.rmSync(file, { force: true });
    process.off('exit', release);
  };
  // A normal exit (even without close) leaves no lock behind; a kill -9 leaves a stale one, taken over next start.
  process.on('exit', release);
  return { file, release };
}
