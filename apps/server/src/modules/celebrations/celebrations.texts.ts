/** The French sentences of the celebrations module: titles, refusals and the morning's names. */
import type { CelebrationOccasion } from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';

const years = (n: number) => `${n} an${n > 1 ? 's' : ''}`;

export const CELEBRATIONS_TEXTS = {
  notFound: 'Membre introuvable.',
  toSelf: 'Vous ne pouvez pas vous souhaiter vous-même.',
  nothingToday: 'Ce membre n’a rien à fêter aujourd’hui.',
  textRequired: 'Écrivez votre vœu.',
  alreadyWished: 'Vous avez déjà envoyé vos vœux à ce membre pour cette occasion cette année.',
  /** 'Anniversaire — 34 ans', or 'Anniversaire' when the birth year is hidden. */
  birthday: (age: number | null) =>
    age === null ? 'Anniversaire' : `Anniversaire — ${years(age)}`,
  nameDay: 'Bonne fête !',
  membership: (n: number) => `Membre depuis ${years(n)}`,
  /** 'Paul Martin', 'Paul Martin et 1 autre ami', 'Paul Martin et 2 autres amis'. */
  birthdaysOf: (first: string, others: number) =>
    others <= 0 ? first : `${first} et ${others} ${others === 1 ? 'autre ami' : 'autres amis'}`,
} as const;

export const memberNotFound = () => new AppError(404, 'not_found', CELEBRATIONS_TEXTS.notFound);
export const nothingToday = () => invalid('occasion', CELEBRATIONS_TEXTS.nothingToday);
export const alreadyWished = () => new AppError(409, 'conflict', CELEBRATIONS_TEXTS.alreadyWished);

/** The notification a wish becomes for a member who is not a friend. */
export const WISH_NOTIFICATION = {
  birthday: 'CELEBRATION_BIRTHDAY_WISH',
  name_day: 'CELEBRATION_NAME_DAY_WISH',
  membership: 'CELEBRATION_MEMBERSHIP_WISH',
} as const satisfies Record<CelebrationOccasion, string>;
