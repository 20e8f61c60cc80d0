/**
 * The machine's bare limits: Fastify answering one small JSON object (`/bare`), and the same
 * bytes as a real answer sent as they are, with no work at all (`/static`: feed.bench.ts sends
 * it a feed page's JSON first, `{ type: 'static', body }`, and waits for `static-ready`).
 */
import Fastify from 'fastify';
import { reportEventLoopDelay } from './event-loop.ts';

let staticBody = Buffer.from('{}');
const app = Fastify({ logger: false });
app.get('/bare', () => ({ hello: 'monde' }));
app.get('/static', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(staticBody),
);
process.on('message', (message: { type?: string; body?: string }) => {
  if (message.type !== 'static' || message.body === undefined) return;
  staticBody = Buffer.from(message.body);
  process.send?.({ type: 'static-ready', bytes: staticBody.length });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
reportEventLoopDelay({ port: typeof address === 'object' && address ? address.port : 0 });
