import type { Publication } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { useReactToPublication } from './reaction-toggles';
import { ReactionButtons } from './ReactionButtons';
import '@/features/publications/publications.texts';

/** The reactions to a publication, laid over every cached copy at once. */
export function ReactionsBar({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const react = useReactToPublication();
  return (
    <ReactionButtons
      reactions={publication.reactions}
      label={t('publications.reactions.label')}
      onReact={(kind) => react.mutate({ publication, kind })}
    />
  );
}
