// `npm run dev:remote -- landing`: one remote from its dev server (hot reload) against everything else as built,
// the way a remote's team works: `npm start`'s production stack and API, plus the remote on its dev port, which the
// stack's shell is told to allow (config.json's remoteOverrideOrigins, and its CSP). Prints the address to open.
import { spawn } from 'node:child_process';
import { defaultPorts, devRemotePorts, remoteProjects, root } from './stack.cjs';

const remote = process.argv[2];
if (!remote || !Object.hasOwn(remoteProjects, remote)) {
  console.error(`Usage: npm run dev:remote -- <${Object.keys(remoteProjects).join('|')}>`);
  process.exit(2);
}
const port = devRemotePorts[remote];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const children = [
  spawn(process.execPath, ['tools/start.mjs'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['nx', 'serve', remoteProjects[remote], `--port=${port}`], { cwd: root, env, stdio: 'inherit' }),
];
const manifest = `http://localhost:${port}/mf-manifest.json`;
// Printed once the dev server has had time to start; the shell remembers the override until it is cleared.
setTimeout(() => {
  console.log(`\nOpen http://localhost:${defaultPorts.shell}/?remote.${remote}=${encodeURIComponent(manifest)}`);
  console.log(`(${remote} from its dev server on :${port}; the shell says so on every screen, with "Clear override")\n`);
}, 15_000).unref();

const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
