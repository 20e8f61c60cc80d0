import { UpcomingEventsCard } from '@/features/events/events.ui';
import { useTranslation } from '@/shared/i18n/i18n';
import { BirthdaysCard } from './BirthdaysCard';
import { SuggestionsCard } from './SuggestionsCard';
import '@/features/discover/discover.texts';

/** The right column of the default layout (UI.md): people you may know, birthdays, events. */
export function ContextColumn() {
  const { t } = useTranslation();
  return (
    <aside className="col-md-4 col-lg-3" aria-label={t('discover.label')}>
      <SuggestionsCard />
      <BirthdaysCard />
      <UpcomingEventsCard />
    </aside>
  );
}
