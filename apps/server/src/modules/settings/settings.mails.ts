/** The French mails of the settings module. */
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import type { MailMessage } from '../../platform/mailer.ts';

/** 'Envoyer un e-mail de test' (/settings/communication): the community's mails do reach them. */
export function testMail(to: string, firstName: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/settings/communication`;
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Ceci est un e-mail de test : si vous le lisez, les messages de votre communauté vous parviennent bien.',
    'Pensez à vérifier qu’il n’est pas arrivé dans vos indésirables ; vous pouvez choisir quels e-mails recevoir dans vos paramètres.',
  ];
  return {
    to,
    subject: 'E-mail de test de Koinonia',
    text: mailText(paragraphs, link),
    html: mailHtml(paragraphs, { label: 'Mes paramètres de communication', link }),
    link,
  };
}
