import type { ReactionsSummary } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { reactionTypesQueryOptions } from './publications.queries';
import '@/features/publications/publications.texts';

interface ReactionButtonsProps {
  reactions: ReactionsSummary;
  /** The group's name: 'Réactions', 'Réactions au commentaire de …'. */
  label: string;
  onReact: (kind: string) => void;
}

/** The reactions offered, with their counts; mine is pressed, clicking it again removes it. */
export function ReactionButtons({ reactions, label, onReact }: ReactionButtonsProps) {
  const { t } = useTranslation();
  const { data: types = [] } = useQuery(reactionTypesQueryOptions());
  const { counts, mine, total } = reactions;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={label}>
      {types.map((type) => {
        const pressed = mine === type.code;
        return (
          <button
            key={type.code}
            type="button"
            className={`btn btn-sm rounded-pill ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={pressed}
            onClick={() => onReact(type.code)}
          >
            {type.label}
            {counts[type.code] ? ` ${counts[type.code]}` : null}
          </button>
        );
      })}
      <span className="visually-hidden" aria-live="polite">
        {t('publications.reactions.total', { count: total })}
      </span>
    </div>
  );
}
