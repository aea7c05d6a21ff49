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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // The app first: while it closes, the port stays open and new requests get 503 (closing), and the requests
      // under way are answered before the database is closed. Then the port.
      app
        .close()
        .then(() => listener.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
