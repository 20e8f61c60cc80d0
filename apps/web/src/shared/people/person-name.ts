import type { UserProfile } from '@koinonia/contracts';

/** 'Frère Jean Dupont': the titre, then the first and last name. */
export function fullName(user: Pick<UserProfile, 'titre' | 'first_name' | 'last_name'>): string {
  return [user.titre, user.first_name, user.last_name].filter(Boolean).join(' ');
}

/** 'Jean Dupont': the first and last name, as cards, comments and alt texts show a member. */
export function firstAndLastName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}
