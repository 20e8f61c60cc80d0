/** The mail that says a member's data export is ready. */
import { DATA_EXPORT_VALID_DAYS } from '@koinonia/contracts';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import type { MailMessage } from '../../platform/mailer.ts';

/** The link opens the close-account page, signed in: the archive is never a public file. */
export function exportReadyMail(
  to: string,
  firstName: string,
  link: string,
  expiresOn: string,
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'L’archive de vos données que vous avez demandée est prête : votre profil, vos publications, commentaires, messages, relations, groupes, événements et vos fichiers, en JSON et dans une page lisible (index.html).',
    `Le lien est valable ${DATA_EXPORT_VALID_DAYS} jours, jusqu’au ${expiresOn}, et il faut être connecté à votre compte pour télécharger l’archive.`,
    'Si vous n’avez pas fait cette demande, changez votre mot de passe.',
  ];
  return {
    to,
    subject: 'Votre archive de données Koinonia est prête',
    text: mailText(paragraphs, link),
    html: mailHtml(paragraphs, { label: 'Télécharger mes données', link }),
    link,
  };
}
