import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { PageHeader } from '@/shared/ui/PageHeader';
import { NeedCard } from './NeedCard';
import { NeedForm } from './NeedForm';
import { wishlistQueryOptions } from './wishlist.queries';
import '@/features/wishlist/wishlist.texts';
import './wishlist.css';

/**
 * /wishlist ('Liste de souhaits' of the account menu): the community's needs, open ones first;
 * members pledge what they bring; editors post and close needs and see who pledged what.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('wishlist.title'));
  const list = useQuery(wishlistQueryOptions());
  const [writing, setWriting] = useState(false);
  const editor = list.data?.editor ?? false;
  return (
    <>
      <PageHeader
        title={t('wishlist.title')}
        intro={t('wishlist.intro')}
        actions={
          editor &&
          !writing && (
            <button type="button" className="btn btn-primary" onClick={() => setWriting(true)}>
              {t('wishlist.form.open')}
            </button>
          )
        }
      />
      {writing && <NeedForm onDone={() => setWriting(false)} />}
      {list.isPending || list.isError ? (
        <LoadingCard
          failed={list.isError}
          loadingText={t('wishlist.loading')}
          errorText={t('wishlist.error')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <div className="card border-0">
          <p className="card-body mb-0 text-body-secondary">
            {t(editor ? 'wishlist.emptyEditor' : 'wishlist.empty')}
          </p>
        </div>
      ) : (
        list.data.results.map((need) => <NeedCard key={need.id} need={need} editor={editor} />)
      )}
    </>
  );
}
