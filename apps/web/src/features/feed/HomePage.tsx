import { Composer, PublicationFeed } from '@/features/publications/publications.ui';
import { useProfile } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/feed/home.texts';

/** /feed/home: a short welcome, the composer and the member's feed. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <section className="card border-0 overflow-hidden welcome-card mb-3">
        <div className="card-body px-4 py-3">
          <h1 className="h4 fw-bold mb-1">
            {user ? t('home.welcome', { name: user.first_name }) : t('home.welcomeGeneric')}
          </h1>
          <p className="text-body-secondary mb-0">{t('home.intro')}</p>
        </div>
      </section>
      <Composer />
      <PublicationFeed meId={user?.id} />
    </>
  );
}
