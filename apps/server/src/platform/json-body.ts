/**
 * JSON bodies, with one leniency: an empty body sent as `application/json` counts as no body.
 * The spec's client posts `mark-all-read/{id}/` with an empty body; browsers and HTTP
 * libraries often still label it JSON. Anything else that is not JSON stays a 400.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (error) {
      // A client's mistake, not ours: the error handler answers it in French (400).
      done(Object.assign(error as SyntaxError, { statusCode: 400 }), undefined);
    }
  });
}
