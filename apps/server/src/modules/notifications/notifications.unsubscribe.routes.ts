/**
 * `/api/notifications/unsubscribe/?token=`: the link of the notification e-mails,
 * which works without signing in. GET (the link opened) and POST (a mail client's one-click
 * List-Unsubscribe-Post, RFC 8058) both set the member's digest to 'jamais'.
 */
import { lineText } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribePage } from '../../platform/unsubscribe.ts';
import { unsubscribedMember } from './notifications.unsubscribe.ts';

const settings = { href: '/settings/notification', label: 'Mes paramètres de notification' };
const page = (title: string, text: string) => unsubscribePage(title, text, settings);

export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  secret: string;
  /** Sets the member's digest frequency to 'never'. */
  stopMails(userId: string): Promise<void>;
}> = async (app, { secret, stopMails }) => {
  const schema = {
    tags: ['notifications'],
    summary: 'Stops the notification e-mails of the member the signed token names',
    querystring: z.object({ token: lineText().max(200) }),
  };
  const handler = async (
    request: { query: { token: string } },
    reply: { status(code: number): { type(t: string): { send(body: string): unknown } } },
  ) => {
    const userId = unsubscribedMember(secret, request.query.token);
    if (!userId) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Lien invalide',
            'Ce lien de désinscription n’est pas valide. Vous pouvez choisir vos e-mails dans vos paramètres.',
          ),
        );
    }
    await stopMails(userId);
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Vous êtes désinscrit',
          'Vous ne recevrez plus d’e-mails de notification. Vos notifications restent dans l’application.',
        ),
      );
  };
  app.get('/unsubscribe/', { schema }, handler);
  app.post('/unsubscribe/', { schema }, handler);
};
