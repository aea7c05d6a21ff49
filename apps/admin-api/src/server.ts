// Starts the admin API with settings from the environment (loaded by main.ts). The order matters:
// 1. every setting is checked (a wrong one stops here, with a message naming it);
// 2. the port is bound, answering 503 "starting" (a second process that cannot have the port stops before
//    touching any data);
// 3. buildApp opens the database (PGlite locks its data folder first), migrates, seeds;
// 4. requests are handed to the app.
import { buildApp } from './app';
import { readSettings, settingsProblemMessage } from './core/settings';
import { listenEarly } from './http/early-listen';
import { guardPrototypes } from './core/prototype-guard';
import { DEFAULT_SHUTDOWN_GRACE_SECONDS, shutDown } from './core/shutdown';
import { startTracing, stopTracing, tracingConfigured } from './core/tracing/tracing';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  // Before anything handles data: no request can add members to the prototypes every request relies on.
  guardPrototypes();
  const result = readSettings(process.env);
  if (!result.ok) fail(settingsProblemMessage(result.problems));
  const { port, host, app: options } = result.settings;
  // Before the app exists: the SDK must be running when Fastify starts, to see its requests (README "Traces").
  if (tracingConfigured(process.env)) startTracing(process.env);

  const listener = await listenEarly(port, host).catch((error: NodeJS.ErrnoException) =>
    fail(
      error.code === 'EADDRINUSE'
        ? `The admin API cannot start: port ${port} is already in use (another admin API running?). Stop it or set PORT.`
        : `The admin API cannot start: cannot listen on ${host}:${port}: ${error.message}`,
    ),
  );
  // Before the logger exists (buildApp makes it): one plain line, also read by the start-up tests.
  console.info(`admin API: port ${listener.port} bound on ${host}; opening the database`);
  const app = await buildApp({ ...options, serverFactory: listener.serverFactory }).catch(async (error: unknown) => {
    await listener.close();
    fail(`The admin API cannot start: ${error instanceof Error ? error.message : String(error)}`);
  });
  await app.ready();
  listener.serve();
  app.log.info(`admin API listening on http://${host}:${listener.port}`);

  const graceMs = (options.shutdownGraceSeconds ?? DEFAULT_SHUTDOWN_GRACE_SECONDS) * 1000;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // New connections are refused, open ones answered 503 (ready included); the streams end, the requests under
      // way get up to the grace time, then the database and the port close (core/shutdown.ts).
      app.log.info({ signal, graceSeconds: graceMs / 1000 }, 'stopping: draining requests');
      // A close stuck past the grace (a hung database) still ends the process.
      setTimeout(() => {
        app.log.error('stop took longer than the grace time: exiting');
        process.exit(1);
      }, graceMs + 5_000).unref();
      shutDown(app, listener)
        // The last spans go to the collector; one that cannot be reached costs a warning, not a failed stop.
        .then(() => stopTracing().catch((error: unknown) => app.log.warn({ err: error }, 'traces not sent at stop')))
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'stop failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
