import type { ActivityItem, ReactionType } from '@koinonia/contracts';
import { t } from '@/shared/i18n/i18n';
import '@/features/activity/activityTab.texts';
import { firstAndLastName } from '@/shared/people/person-name';

export interface ActivityNames {
  /** The member whose activity it is. */
  actorId: string;
  actorName: string;
  /** The signed-in member, to say 'votre publication'. */
  meId: string | null;
}

/** Whose publication: 'sa publication', 'votre publication' or 'la publication de Jean Martin'. */
function whose(item: ActivityItem, names: ActivityNames): string {
  const author = item.publication.author;
  if (author.id === names.actorId) return t('activityTab.whose.own');
  if (author.id === names.meId) return t('activityTab.whose.yours');
  return t('activityTab.whose.other', { name: firstAndLastName(author) });
}

/**
 * The timeline's sentence for one item: 'Marie a publié', 'Marie a commenté la publication
 * de Jean Martin', 'Marie a réagi « Amen » à votre publication'… The reaction's label comes
 * from the reaction types (data); without it the sentence just says 'a réagi à'.
 */
export function activitySentence(
  item: ActivityItem,
  names: ActivityNames,
  reactionTypes: readonly ReactionType[] = [],
): string {
  const reaction = reactionTypes.find((type) => type.code === item.reaction)?.label;
  const reacted = item.kind === 'publication_reaction' || item.kind === 'comment_reaction';
  const key = reacted && !reaction ? `${item.kind}_plain` : item.kind;
  return t(`activityTab.kinds.${key}`, {
    actor: names.actorName,
    whose: whose(item, names),
    reaction: reaction ?? '',
  });
}
