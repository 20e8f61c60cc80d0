import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons.generated';
import '@/features/profile/profile.texts';

export type EmptyTabKind = 'events';

const ICONS: Record<EmptyTabKind, string> = {
  events: biCalendarEvent,
};

/**
 * A profile tab whose content comes with a later issue: it says what will
 * appear there, honestly, rather than showing sample content.
 */
export function EmptyTab({ kind, text }: { kind: EmptyTabKind; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={`empty-${kind}-title`}>
      <div className="card-body text-center py-5 px-4">
        <span className="empty-icon mb-3" aria-hidden="true">
          <Icon svg={ICONS[kind]} size={28} />
        </span>
        <h2 id={`empty-${kind}-title`} className="h5 fw-bold">
          {t(`profile.tabs.${kind}`)}
        </h2>
        <p className="mb-1">{text}</p>
        <p className="small text-body-secondary mb-0">{t('profile.empty.later')}</p>
      </div>
    </section>
  );
}

/** The own profile's events tab, until the events issue. */
export function OwnEventsTab() {
  const { t } = useTranslation();
  return <EmptyTab kind="events" text={t('profile.empty.events')} />;
}
