/**
 * The server's terms gate (docs/help-and-terms.md, 'The server's gate'): while a signed-in
 * member has not accepted the current privacy notice and terms, their writes under /api (POST,
 * PUT, PATCH, DELETE) are refused before the handler runs. Reads stay open (the web app's gate
 * page needs the profile and the text), and so do the routes that say
 * `config: { allowedWhileTermsPending: true }`: accepting the terms, the account's export and
 * closing, ending sessions. Calls without a member (sign-in, sign-out, refresh) are not gated.
 */
import type { FastifyInstance } from 'fastify';
import type { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write stays open to a member who still has the new terms to accept. */
    allowedWhileTermsPending?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface WriteGate {
  /** Whether the member may write (the terms module's answer, cached there). */
  mayWrite(userId: string): Promise<boolean>;
  /** The refusal (403) thrown otherwise. */
  refusal(): AppError;
}

/**
 * Adds the gate to every route registered after it. A `preHandler`: authentication has run
 * (every route authenticates in `onRequest`), so `request.userId` names the member.
 */
export function registerWriteGate(app: FastifyInstance, gate: WriteGate): void {
  app.addHook('preHandler', async (request) => {
    if (!request.userId || !WRITES.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.allowedWhileTermsPending === true) return;
    if (!(await gate.mayWrite(request.userId))) throw gate.refusal();
  });
}
