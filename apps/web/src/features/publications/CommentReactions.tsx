import type { Comment } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuItem } from '@/shared/ui/MenuItems';
import { useReactToComment } from './reaction-toggles';
import { reactionTypesQueryOptions } from './publications.queries';
import '@/features/publications/publications.texts';

/**
 * The reactions to a comment, compact: 'Réagir' (or my reaction) opens the choice, mine
 * checked, choosing it again removes it; the counts follow in a short summary.
 */
export function CommentReactions({ comment, name }: { comment: Comment; name: string }) {
  const { t } = useTranslation();
  const { data: types = [] } = useQuery(reactionTypesQueryOptions());
  const react = useReactToComment();
  const { counts, mine } = comment.reactions;
  const label = (code: string) => types.find((type) => type.code === code)?.label ?? code;
  const summary = types
    .filter((type) => counts[type.code])
    .map((type) => `${type.label} ${counts[type.code]}`)
    .join(' · ');

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <MenuButton
        variant="link"
        size="sm"
        className={`p-0 text-decoration-none ${mine ? 'fw-semibold' : ''}`}
        toggle={
          <>
            {mine ? label(mine) : t('publications.comments.react')}
            <span className="visually-hidden">
              {' '}
              ({t('publications.comments.reactions', { name })})
            </span>
          </>
        }
        menuRole="menu"
        menuLabel={t('publications.comments.reactions', { name })}
      >
        {types.map((type) => (
          <MenuItem
            key={type.code}
            role="menuitemradio"
            aria-checked={mine === type.code}
            active={mine === type.code}
            onClick={() => react.mutate({ comment, kind: type.code })}
          >
            {type.label}
            {counts[type.code] ? ` ${counts[type.code]}` : ''}
          </MenuItem>
        ))}
      </MenuButton>
      {summary && <span className="text-body-secondary">{summary}</span>}
    </span>
  );
}
