/** The French sentences of the events module's refusals, and the errors that carry them. */
import { AppError } from '../../platform/errors.ts';

export const EVENTS_TEXTS = {
  notFound: 'Événement introuvable.',
  full: 'Cet événement est complet.',
  cancelled: 'Cet événement a été annulé.',
  draft: 'Cet événement n’est pas encore publié.',
  over: 'Cet événement est terminé.',
  notOrganiser: 'Seuls les organisateurs de l’événement peuvent faire cela.',
  endBeforeStart: 'La fin doit être après le début.',
  tooManyGuests: (max: number) =>
    max === 0
      ? 'Cet événement n’accepte pas d’accompagnants.'
      : `Pas plus de ${max} accompagnant${max > 1 ? 's' : ''} pour cet événement.`,
  placeRequired: 'Indiquez l’adresse, ou le lien de la réunion en ligne.',
  groupRequired: 'Choisissez le groupe de l’événement.',
  notGroupMember: "Vous n'êtes pas membre de ce groupe.",
  badTimeZone: 'Fuseau horaire inconnu.',
  notYourPicture: "Cette image n'a pas été envoyée par vous.",
  friendsOnly: 'Vous ne pouvez inviter que vos amis.',
  capacityBelowGoing: 'La capacité ne peut pas être inférieure aux places déjà prises.',
  nothingToApprove: 'Aucune réponse à approuver pour ce membre.',
  alreadyCancelled: 'Cet événement est déjà annulé.',
  cancelRatherThanDelete:
    'Annulez l’événement pour prévenir les participants plutôt que de le supprimer.',
  badToken: 'Agenda introuvable.',
} as const;

export const notFound = () => new AppError(404, 'not_found', EVENTS_TEXTS.notFound);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
