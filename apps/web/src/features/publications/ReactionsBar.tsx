import type { Publication } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { reactionTypesQueryOptions, useReactToPublication } from './publications.queries';
import '@/features/publications/publications.texts';

/** The reactions offered, with their counts; mine is pressed, clicking it again removes it. */
export function ReactionsBar({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const { data: types = [] } = useQuery(reactionTypesQueryOptions());
  const react = useReactToPublication();
  const { counts, mine, total } = publication.reactions;
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2"
      role="group"
      aria-label={t('publications.reactions.label')}
    >
      {types.map((type) => {
        const pressed = mine === type.code;
        return (
          <button
            key={type.code}
            type="button"
            className={`btn btn-sm rounded-pill ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={pressed}
            onClick={() => react.mutate({ publication, kind: type.code })}
          >
            {type.label}
            {counts[type.code] ? <span className="ms-1">{counts[type.code]}</span> : null}
          </button>
        );
      })}
      <span className="visually-hidden" aria-live="polite">
        {t('publications.reactions.total', { count: total })}
      </span>
    </div>
  );
}
