/** The French mail of a closing: when the account goes, and how to keep it. */
import { mailHtml as html, mailText as text } from '../../platform/mail-layout.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export function accountClosedMail(
  to: string,
  firstName: string,
  deletionDay: string,
  links: { signIn: string; forgotPass: string },
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Votre compte Koinonia est fermé : plus personne ne voit votre profil ni ce que vous avez publié. Il sera supprimé pour de bon le ${deletionDay}.`,
    'Vous avez changé d’avis ? Connectez-vous d’ici là et choisissez « Réactiver mon compte » : tout sera comme avant.',
    `Si vous n’avez pas fermé votre compte vous-même, réactivez-le puis changez votre mot de passe : ${links.forgotPass}`,
  ];
  return {
    to,
    subject: 'Votre compte Koinonia est fermé',
    text: text(paragraphs, links.signIn),
    html: html(paragraphs, { label: 'Réactiver mon compte', link: links.signIn }),
    link: links.signIn,
  };
}
