import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'backoffice-lock-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

test('a second lock on a held folder is refused at once, naming the holder; release frees it', () => {
  const file = path.join(dir, 'db.lock');
  const lock = lockDataDir(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
  // Another live process of this host holds it.
  writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), since: 'x' }));
  expect(() => lockDataDir(file)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(file)).toThrow(`in use by another admin API process (pid ${process.ppid}`);
  // Release never removes a lock it does not own.
  lock.release();
  expect(existsSync(file)).toBe(true);
});

test('a lock left by a dead process, an empty lock file or our own pid (container restart) is taken over', () => {
  const file = path.join(dir, 'db.lock');
  for (const content of [JSON.stringify({ pid: deadPid(), host: hostname(), since: 'x' }), '', JSON.stringify({ pid: process.pid, host: hostname(), since: 'x' })]) {
    writeFileSync(file, content);
    const lock = lockDataDir(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  }
});

test("another host's lock is never judged stale from here", () => {
  const file = path.join(dir, 'db.lock');
  writeFileSync(file, JSON.stringify({ pid: deadPid(), host: 'other-host', since: 'x' }));
  expect(() => lockDataDir(file)).toThrow(/locked by host other-host/);
});
