/** The machine's bare limit: Fastify answering one small JSON object, nothing else. */
import Fastify from 'fastify';
import { reportEventLoopDelay } from './event-loop.ts';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ hello: 'monde' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
reportEventLoopDelay({ port: typeof address === 'object' && address ? address.port : 0 });
