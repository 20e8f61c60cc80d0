/**
 * `app.authenticate`: a preHandler that reads `Authorization: Bearer <jwt>` and sets
 * `request.userId`. Missing or bad → 401 unauthorized; expired → 401 token_expired.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from './access-token.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in member; set by `app.authenticate`. */
    userId: string;
    /** The session (refresh-token family) of the access token, when it names one. */
    sessionId: string | null;
  }
}

export const authGuard = fp<{ accessTokens: AccessTokens }>(
  (app: FastifyInstance, { accessTokens }, done) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const { userId, sessionId } = await accessTokens.verifySession(match[1]);
      request.userId = userId;
      request.sessionId = sessionId;
    });
    done();
  },
  { name: 'auth-guard' },
);
