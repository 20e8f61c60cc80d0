/**
 * One error handler for the whole API: every failure leaves as
 * `{error, code, details?}` (ARCHITECTURE.md, "The API"), and a 500 never leaks anything.
 */
import type { ErrorResponse } from '@koinonia/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from './errors.ts';

function fieldOf(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field === '' ? 'body' : field;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorResponse;

    if (error instanceof AppError) {
      status = error.status;
      body = { error: error.message, code: error.code };
      if (error.details) body.details = error.details;
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        // The first message per field is the one a form shows.
        details[field] ??=
          field === 'body'
            ? 'Le corps de la requête doit être un objet JSON.'
            : (issue.message ?? MESSAGES.validation);
      }
      body = { error: MESSAGES.validation, code: 'validation_error', details };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { error: MESSAGES.payloadTooLarge, code: 'payload_too_large' };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = { error: MESSAGES.unsupportedMediaType, code: 'unsupported_media_type' };
    } else if (
      error.statusCode === 400 &&
      (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error instanceof SyntaxError)
    ) {
      status = 400;
      body = { error: MESSAGES.malformedJson, code: 'validation_error' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: MESSAGES.rateLimited, code: 'rate_limited' };
    } else if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      body = { error: 'La requête est invalide.', code: 'validation_error' };
    } else {
      status = 500;
      body = { error: MESSAGES.internal, code: 'internal_error' };
    }

    if (error instanceof AppError && error.code === 'overloaded') {
      // Refused on purpose (the password hashing queue is full): a warning, counted.
      request.server.shedding.record(request, 'password-hashing');
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ status, code: body.code }, 'request refused');
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
