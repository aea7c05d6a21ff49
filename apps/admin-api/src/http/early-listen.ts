// Binds the API's port before the database is opened, so a second process that cannot have the port fails
// before it touches any data. Until the app is ready every request gets 503 in the API's { message } envelope
// (a proxy, the shell or a health check sees "starting", not a hanging connection); then the same sockets
// hand requests to the Fastify app.
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export const STARTING_MESSAGE = 'The server is starting. Try again in a moment.';

const starting: Handler = (request, response) => {
  // The process is up: a liveness probe must not restart a server that is still migrating (readiness says 503).
  if (request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ data: { status: 'starting' } }));
    return;
  }
  response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' });
  response.end(JSON.stringify({ message: STARTING_MESSAGE }));
};

export interface EarlyListener {
  /** The port actually bound (useful with port 0). */
  readonly port: number;
  /** Give to Fastify's `serverFactory`: the app then answers on the sockets already bound. */
  serverFactory(handler: Handler): http.Server;
  /** From now on requests go to the app. */
  serve(): void;
  /** Stops taking new connections (a stop under way); those already open are answered until close(). */
  stopAccepting(): void;
  close(): Promise<void>;
}

function listenOn(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Listens on host:port (every address of `localhost`, as Fastify does) and answers 503 until serve(). */
export async function listenEarly(port: number, host: string): Promise<EarlyListener> {
  let appHandler: Handler | undefined;
  let ready = false;
  const dispatch: Handler = (request, response) => (ready && appHandler ? appHandler(request, response) : starting(request, response));
  const addresses = host === 'localhost' ? [...new Set((await lookup(host, { all: true })).map((a) => a.address))] : [host];
  const servers: http.Server[] = [];
  const main = http.createServer(dispatch);
  await listenOn(main, port, addresses[0] ?? host);
  servers.push(main);
  const bound = (main.address() as { port: number }).port;
  for (const address of addresses.slice(1)) {
    const extra = http.createServer(dispatch);
    // A second address that cannot be bound (no IPv6 here) is skipped, as Fastify skips it.
    if (await listenOn(extra, bound, address).then(() => true, () => false)) servers.push(extra);
  }
  return {
    port: bound,
    serverFactory(handler) {
      appHandler = handler;
      return main;
    },
    serve() {
      ready = true;
    },
    stopAccepting() {
      for (const server of servers) if (server.listening) server.close();
    },
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              if (server.listening) server.close(() => resolve());
              else resolve();
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
