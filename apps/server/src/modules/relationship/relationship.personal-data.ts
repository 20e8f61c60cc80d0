/** What the relationship module holds of a member (ADR 0009): their friends, invitations, blocks. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import type { MemberCardJson } from '../users/users.public.ts';
import { createRelationshipRepository } from './relationship.repository.ts';
import type { RelationshipService } from './relationship.service.ts';
import { eraseRelationsOf } from './relationship.erase.ts';

/** Only the other's name: never their e-mail nor anything else of theirs. */
const nameOf = (card: MemberCardJson | null) =>
  card
    ? [card.titre, card.first_name, card.last_name].filter(Boolean).join(' ')
    : 'Membre supprimé';

export const relationshipPersonalData: PersonalDataHooks<RelationshipService> = {
  /** Every friendship, invitation and block. */
  erase: (ctx, _relationships, userId) => eraseRelationsOf(ctx.db, userId),
  async export(ctx, _relationships, userId) {
    const relations = await createRelationshipRepository(ctx.db).listForExport(userId);
    return [
      {
        file: 'relations.json',
        title: 'Mes relations (amis, invitations, blocages)',
        rows: relations.map((relation) => ({
          member: nameOf(relation.other),
          relation: relation.blocked
            ? 'bloqué'
            : relation.status === 'ACCEPTED'
              ? 'ami'
              : relation.sent
                ? 'invitation envoyée'
                : 'invitation reçue',
          created_at: relation.created_at,
          updated_at: relation.updated_at,
        })),
      },
    ];
  },
};
