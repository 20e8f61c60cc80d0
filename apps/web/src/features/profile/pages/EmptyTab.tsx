import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent, biJournalText } from '@/shared/ui/icons.generated';
import { biActivity, biFilm } from '@/shared/ui/icons-members.generated';
import '@/features/profile/profile.texts';

export type EmptyTabKind = 'feed' | 'videos' | 'events' | 'activity';

const ICONS: Record<EmptyTabKind, string> = {
  feed: biJournalText,
  videos: biFilm,
  events: biCalendarEvent,
  activity: biActivity,
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

/** The own profile's tabs that come later. */
export function OwnFeedTab() {
  const { t } = useTranslation();
  return <EmptyTab kind="feed" text={t('profile.empty.feed')} />;
}
export function OwnVideosTab() {
  const { t } = useTranslation();
  return <EmptyTab kind="videos" text={t('profile.empty.videos')} />;
}
export function OwnEventsTab() {
  const { t } = useTranslation();
  return <EmptyTab kind="events" text={t('profile.empty.events')} />;
}
export function OwnActivityTab() {
  const { t } = useTranslation();
  return <EmptyTab kind="activity" text={t('profile.empty.activity')} />;
}
