import { useProfile } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { PublicationFeed } from './PublicationFeed';
import '@/features/publications/publications.texts';

/**
 * /favorites ('Mes favoris' of the account menu): the publications the member saved, last
 * saved first, page by page; one they may no longer see is not listed (the server's rule).
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  useDocumentTitle(t('publications.favorites.title'));
  return (
    <>
      <header className="card border-0 mb-3">
        <div className="card-body px-4 py-3">
          <h1 className="h4 fw-bold mb-1">{t('publications.favorites.title')}</h1>
          <p className="text-body-secondary mb-0">{t('publications.favorites.intro')}</p>
        </div>
      </header>
      <PublicationFeed
        meId={me?.id}
        filter={{ saved: true }}
        emptyText={t('publications.favorites.empty')}
      />
    </>
  );
}
