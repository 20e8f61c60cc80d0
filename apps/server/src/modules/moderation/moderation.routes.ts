/**
 * `/api/moderation` (docs/adr/0021-moderation.md): members report; moderators (community or a
 * group's) read the queue, take cases, leave notes and decide; an author asks for a review;
 * admins read the audit log. Every route needs a member (a guest gets 401); who may do what
 * is moderation.policy.ts. No route changes or deletes the audit log.
 */
import {
  auditPageSchema,
  caseDecisionBodySchema,
  caseListQuerySchema,
  caseListSchema,
  caseNoteBodySchema,
  createReportBodySchema,
  errorResponseSchema,
  idParamsSchema,
  moderationCaseSchema,
  reportSchema,
  reviewBodySchema,
  reviewDecisionBodySchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberLimit } from '../../platform/rate-limit.ts';
import type { ModerationService } from './moderation.service.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export interface ModerationRoutesOptions {
  moderation: ModerationService;
  /** Reports per member and window (RATE_LIMIT_REPORT_MAX, RATE_LIMIT_REPORT_WINDOW). */
  reportLimit: { max: number; windowSeconds: number };
}

export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderation, reportLimit },
) => {
  const tags = ['moderation'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/reports/',
    {
      schema: {
        tags,
        security,
        summary: 'Reports an item one sees (once per member and item)',
        body: createReportBodySchema,
        response: { 201: reportSchema, ...errors, 429: errorResponseSchema },
      },
      // Counted per member, after authentication: 429 with its own French sentence.
      config: memberLimit(reportLimit, {
        name: 'reports',
        message: MODERATION_TEXTS.tooManyReports,
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await moderation.report(request.userId, request.body)),
  );

  app.get(
    '/cases/',
    {
      schema: {
        tags,
        security,
        summary: 'The queue, oldest first (?status=open|closed): moderators, group moderators',
        querystring: caseListQuerySchema,
        response: { 200: caseListSchema, ...errors },
      },
    },
    async (request) => ({
      results: await moderation.cases(request.userId, request.query.status),
    }),
  );

  app.post(
    '/cases/:id/take/',
    {
      schema: {
        tags,
        security,
        summary: 'Takes a case (the other moderators see who has it)',
        params: idParamsSchema,
        response: { 200: moderationCaseSchema, ...errors },
      },
    },
    (request) => moderation.take(request.userId, request.params.id),
  );

  app.post(
    '/cases/:id/notes/',
    {
      schema: {
        tags,
        security,
        summary: 'Leaves a note on a case for the other moderators',
        params: idParamsSchema,
        body: caseNoteBodySchema,
        response: { 201: moderationCaseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await moderation.note(request.userId, request.params.id, request.body.text)),
  );

  app.post(
    '/cases/:id/decision/',
    {
      schema: {
        tags,
        security,
        summary: 'Decides a case: dismiss, hide, delete, warn, suspend (duration in days), ban',
        params: idParamsSchema,
        body: caseDecisionBodySchema,
        response: { 200: moderationCaseSchema, ...errors },
      },
    },
    (request) => moderation.decide(request.userId, request.params.id, request.body),
  );

  app.post(
    '/cases/:id/review/',
    {
      schema: {
        tags,
        security,
        summary: 'The author of a hidden item asks, once, for another moderator to review it',
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 201: z.object({ detail: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await moderation.requestReview(request.userId, request.params.id, request.body.text)),
  );

  app.post(
    '/cases/:id/review/decision/',
    {
      schema: {
        tags,
        security,
        summary: 'Another moderator than the one who decided keeps or undoes the decision',
        params: idParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: moderationCaseSchema, ...errors },
      },
    },
    (request) => moderation.decideReview(request.userId, request.params.id, request.body),
  );

  app.get(
    '/audit/',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log of staff actions, newest first (admins)',
        response: { 200: auditPageSchema, ...errors },
      },
    },
    (request) => moderation.audit(request.userId),
  );
};
