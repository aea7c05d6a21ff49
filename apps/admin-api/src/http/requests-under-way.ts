// The requests the app is still answering. Closing waits for them before the database is closed: the API binds its
// own port (early-listen.ts), so Fastify's close does not wait for them, and a stop (SIGTERM on a deploy) used to end
// the database under running requests, which then answered 500.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestsUnderWay {
  readonly count: number;
  /** Resolves once none is under way, or after `graceMs` whatever remains. */
  settled(graceMs: number): Promise<void>;
}

export function trackRequestsUnderWay(app: FastifyInstance): RequestsUnderWay {
  const open = new Set<FastifyRequest>();
  // A client that hangs up does not stop its handler, which may still be reading the database: such a request is
  // done when its handler has answered (onSend), not when its socket closed.
  const handling = new WeakSet<FastifyRequest>();
  let onEmpty: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    open.delete(request);
    if (open.size === 0) onEmpty?.();
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
  });
  app.addHook('preHandler', async (request) => {
    handling.add(request);
    open.add(request); // again: a hang-up before the handler started has already counted it done
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => {
    if (!handling.has(request)) done(request);
  });
  return {
    get count() {
      return open.size;
    },
    settled(graceMs) {
      if (open.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(finish, graceMs);
        function finish() {
          clearTimeout(timer);
          onEmpty = undefined;
          resolve();
        }
        onEmpty = finish;
      });
    },
  };
}
