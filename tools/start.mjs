// `npm start`: build everything in production mode (Nx-cached), then serve the shell, the four remotes and the API.
// `npm run dev`: the same apps from their dev servers with hot reload.
import { spawn, spawnSync } from 'node:child_process';
import { defaultPorts, devRemotePorts, root, serveStack } from './stack.cjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const nx = (args, opts = {}) => spawn('npx', ['nx', ...args], { cwd: root, env, stdio: 'inherit', ...opts });

if (process.argv.includes('--dev')) {
  const child = nx(['run-many', '-t', 'serve', '--parallel=6', '--projects=admin-api,shell,content-mfe,landing-mfe,files-mfe,ako-mfe'], {
    env: { DEMO_DATA: 'true', FILES_PUBLIC_URL: `http://localhost:${defaultPorts.api}`, ...env },
  });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/admin-api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The shell's proxy on this machine names the client address (README "Security"); TRUST_PROXY in env wins.
    env: { DEMO_DATA: 'true', FILES_PUBLIC_URL: `http://localhost:${defaultPorts.api}`, TRUST_PROXY: 'loopback', ...env, PORT: String(defaultPorts.api) },
  });
  // A developer runs one remote from its dev server (port 5201–5204, `npm run dev:remote -- landing`) against this
  // stack: overrides from those origins are honoured here, and the shell's CSP allows exactly them. A deployment
  // lists its own development origins in config.json's remoteOverrideOrigins (none in production).
  const overrideOrigins = (process.env.REMOTE_OVERRIDE_ORIGINS ?? Object.values(devRemotePorts).map((port) => `http://localhost:${port}`).join(','))
    .split(',').map((origin) => origin.trim()).filter(Boolean);
  const stack = await serveStack(defaultPorts, { config: { remoteOverrideOrigins: overrideOrigins } });
  console.log(`\nBack Office is up: http://localhost:${defaultPorts.shell}  (API on :${defaultPorts.api}; Ctrl-C stops all)\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    api.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`The admin API stopped (exit ${code}); stopping the rest.`);
      void stop();
    }
  });
}
