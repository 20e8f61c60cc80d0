import { useTranslation } from '@/shared/i18n/i18n';
import { useProfile } from '@/features/users/users.queries';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { Icon } from '@/shared/ui/Icon';
import {
  biCalendarEvent,
  biChatHeart,
  biJournalText,
  biPeopleFill,
} from '@/shared/ui/icons.generated';
import '@/features/feed/home.texts';
import '@/features/layout/layout.texts';

const ITEMS: { key: string; icon: string }[] = [
  { key: 'feed', icon: biJournalText },
  { key: 'friends', icon: biPeopleFill },
  { key: 'groups', icon: biCalendarEvent },
  { key: 'messaging', icon: biChatHeart },
];

/** /feed/home: a welcome for the member until the feed arrives. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  useDocumentTitle(t('layout.home'));
  return (
    <section className="card border-0 overflow-hidden welcome-card">
      <div className="welcome-banner" aria-hidden="true" />
      <div className="card-body p-4">
        <h1 className="h3 fw-bold mb-2">
          {user ? t('home.welcome', { name: user.first_name }) : t('home.welcomeGeneric')}
        </h1>
        <p className="text-body-secondary">{t('home.intro')}</p>
        <ul className="list-unstyled mb-3">
          {ITEMS.map((item) => (
            <li key={item.key} className="d-flex gap-3 align-items-start py-2">
              <span className="welcome-icon">
                <Icon svg={item.icon} size={18} />
              </span>
              <span>{t(`home.items.${item.key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="mb-0 fw-medium">{t('home.thanks')}</p>
      </div>
    </section>
  );
}
