/** The organisers' export of an event's answers, as CSV (RFC 4180) that spreadsheets open. */
import type { EventParticipant } from '@koinonia/contracts';

const ANSWERS: Record<EventParticipant['answer'], string> = {
  going: 'Participe',
  waiting: "Liste d'attente",
  pending: 'À approuver',
  interested: 'Intéressé(e)',
  declined: 'Ne participe pas',
  invited: 'Invité(e)',
};

/** A field quoted when needed; a leading = + - @ is neutralised (no formula injection). */
const field = (value: string | number) => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function participantsCsv(participants: readonly EventParticipant[]): string {
  const header = [
    'Nom',
    'Prénom',
    'Titre',
    'Réponse',
    'Accompagnants',
    "Rang d'attente",
    'Répondu le',
  ];
  const lines = participants.map((p) =>
    [
      p.user.last_name,
      p.user.first_name,
      p.user.titre,
      ANSWERS[p.answer],
      p.guests,
      p.waiting_rank ?? '',
      p.answered_at,
    ]
      .map(field)
      .join(','),
  );
  // A BOM so that spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${[header.map(field).join(','), ...lines].join('\r\n')}\r\n`;
}
