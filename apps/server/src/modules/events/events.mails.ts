/** The French mails of the events module. */
import { DateTime } from 'luxon';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export interface ReminderDetails {
  title: string;
  startsAt: Date;
  timeZone: string;
  place: string;
}

/** 'samedi 14 décembre à 20 h 30', in the event's time zone. */
const when = (startsAt: Date, zone: string) => {
  const at = DateTime.fromJSDate(startsAt, { zone }).setLocale('fr');
  const minutes = at.minute === 0 ? '' : String(at.minute).padStart(2, '0');
  return `${at.toFormat('cccc d LLLL')} à ${at.hour} h ${minutes}`.trimEnd();
};

/** The reminder of an event the member goes to, 24 hours or 1 hour before. */
export function reminderMail(
  to: string,
  firstName: string,
  event: ReminderDetails,
  kind: '24h' | '1h',
  link: string,
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `${kind === '24h' ? 'Demain' : 'Dans une heure'} : « ${event.title} », ${when(event.startsAt, event.timeZone)}.`,
    `Lieu : ${event.place}`,
    'Si vous ne pouvez plus venir, dites-le sur la page de l’événement : votre place ira au premier de la liste d’attente.',
  ];
  return {
    to,
    subject: `Rappel : ${event.title}`,
    text: mailText(paragraphs, link),
    html: mailHtml(paragraphs, { label: 'Voir l’événement', link }),
    link,
  };
}
