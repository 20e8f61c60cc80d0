/**
 * Makes `app.close()` end promptly: a keep-alive connection that was busy when closing began
 * would otherwise stay open until its keep-alive timeout (72 s in Fastify), holding the node.
 * While closing, every answer says `Connection: close`, and idle connections are dropped as
 * soon as their request in flight is answered. A request still running `cutAfterMs` after
 * closing began (a share of SHUTDOWN_TIMEOUT) has its connection cut: the node must stop.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance, options: { cutAfterMs: number }): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  let cutter: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    cutter = setTimeout(() => {
      app.log.warn('requests still running at shutdown: their connections are cut');
      app.server.closeAllConnections();
    }, options.cutAfterMs);
    cutter.unref();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    clearTimeout(cutter);
    done();
  });
}
