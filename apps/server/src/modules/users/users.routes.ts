/** `/api/users` (spec §7, userUrl): paths and trailing slashes as the spec writes them. */
import {
  errorResponseSchema,
  lineText,
  memberPageSchema,
  memberProfileSchema,
  onboardingProgressSchema,
  profilePreviewQuerySchema,
  profilePreviewSchema,
  profileUpdateSchema,
  relationSchema,
  upcomingBirthdaysSchema,
  uploadPictureBodySchema,
  userFilesSchema,
  userListQuerySchema,
  userProfileSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RelationshipService } from '../relationship/relationship.service.ts';
import type { UsersOnboarding } from './users.onboarding.ts';
import type { UsersService } from './users.service.ts';

// Malformed ids answer 404 like unknown ones (the service checks), never a hint.
const userIdParams = z.object({ userId: lineText() });

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService & UsersOnboarding;
  relationships: RelationshipService;
}> = async (app, { users, relationships }) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorResponseSchema };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profil/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in member’s profile',
        response: { 200: userProfileSchema, ...errors },
      },
    },
    (request) => users.getProfile(request.userId, request.userId),
  );

  app.patch(
    '/profil/',
    {
      schema: {
        tags,
        security,
        summary: 'Edits the signed-in member’s own profile',
        body: profileUpdateSchema,
        response: { 200: userProfileSchema, 400: errorResponseSchema, ...errors },
      },
    },
    (request) => users.updateProfile(request.userId, request.body),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'friend, invitation, demande, suggestion (query) or a member search (search)',
        querystring: userListQuerySchema,
        response: { 200: memberPageSchema, 400: errorResponseSchema, ...errors },
      },
    },
    (request) => users.list(request.userId, request.query),
  );

  app.get(
    '/user_files/',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s own past pictures, newest first',
        response: { 200: userFilesSchema, ...errors },
      },
    },
    (request) => users.userFiles(request.userId),
  );

  app.post(
    '/upload_picture/',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the profile picture or cover from a file the member uploaded',
        body: uploadPictureBodySchema,
        response: { 200: userProfileSchema, 400: errorResponseSchema, ...errors },
      },
    },
    (request) => users.uploadPicture(request.userId, request.body.categorie, request.body.file_url),
  );

  app.get(
    '/get_user_relation/:userId/',
    {
      schema: {
        tags,
        security,
        summary: 'The relation between the signed-in member and another',
        params: userIdParams,
        response: { 200: relationSchema, 404: errorResponseSchema, ...errors },
      },
    },
    (request) => relationships.relationWith(request.userId, request.params.userId),
  );

  app.get(
    '/onboarding/',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in member’s 'Bienvenue' checklist: each step’s progress, and hidden",
        response: { 200: onboardingProgressSchema, ...errors },
      },
    },
    (request) => users.onboarding(request.userId),
  );

  app.get(
    '/me/preview/',
    {
      schema: {
        tags,
        security,
        summary:
          "'Voir mon profil comme…': the signed-in member's profile as a friend, a member or a visitor sees it",
        querystring: profilePreviewQuerySchema,
        response: { 200: profilePreviewSchema, 400: errorResponseSchema, ...errors },
      },
    },
    (request) => users.preview(request.userId, request.query.as),
  );

  // Declared before '/:userId/' (find-my-way prefers static paths anyway).
  app.get(
    '/birthdays/',
    {
      schema: {
        tags,
        security,
        summary: 'Friends whose birthday falls in the next 30 days (today included), soonest first',
        response: { 200: upcomingBirthdaysSchema, ...errors },
      },
    },
    (request) => users.birthdays(request.userId),
  );

  app.get(
    '/:userId/',
    {
      schema: {
        tags,
        security,
        summary: 'Another member’s profile',
        params: userIdParams,
        response: { 200: memberProfileSchema, 404: errorResponseSchema, ...errors },
      },
    },
    (request) => users.getMember(request.userId, request.params.userId),
  );
};
