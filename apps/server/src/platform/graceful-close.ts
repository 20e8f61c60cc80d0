/**
 * Makes `app.close()` end promptly: a keep-alive connection that was busy when closing began
 * would otherwise stay open until its keep-alive timeout (72 s in Fastify), holding the node.
 * While closing, every answer says `Connection: close`, and idle connections are dropped as
 * soon as their request in flight is answered.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}
