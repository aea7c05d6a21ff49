// Runs the real server (main.ts) as a child process, as `npm start` does, for start-up tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (immediately when it has already exited). */
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): ServerProcess {
  // Only what the server needs: a stray setting of the developer's shell must not change the test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/admin-api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the "listening" line and then for /api/health to answer 200; returns the base URL. */
export async function whenServing(server: ServerProcess, timeoutMs = 60_000): Promise<{ base: string; startingAnswers: { status: number; body: string }[] }> {
  const until = Date.now() + timeoutMs;
  const startingAnswers: { status: number; body: string }[] = [];
  let port: string | undefined;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited ${server.child.exitCode}: ${server.output()}`);
    port ??= /port (\d+) bound/.exec(server.output())?.[1];
    if (port) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (res?.status === 200) return { base: `http://127.0.0.1:${port}`, startingAnswers };
      if (res) startingAnswers.push({ status: res.status, body: await res.text() });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
