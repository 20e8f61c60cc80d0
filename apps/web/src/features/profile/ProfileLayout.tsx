import type { PictureCategory, UserProfile } from '@koinonia/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useProfile } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { useNearViewport } from '@/shared/hooks/useNearViewport';
import { useTranslation } from '@/shared/i18n/i18n';
import { ProfileHeader } from './ProfileHeader';
import { AboutCard } from './side/AboutCard';
import { CommunityCard } from './side/CommunityCard';
import { FriendsCard } from './side/FriendsCard';
import { PhotosCard } from './side/PhotosCard';
import '@/shared/profile-page/profile-page.css';
import '@/features/profile/profile.texts';

// react-dropzone ships only with the modal's chunk, loaded when a change button is pressed.
const PhotoModal = lazy(() => import('./photo/PhotoModal'));

/**
 * The side column (about, photos, community, friends), once the first screen has painted and
 * the column is near the screen: beside the page on a large screen (at once), under the feed
 * on a phone (when the member scrolls there). Not in the first screen's render (ADR 0012).
 */
function ProfileSide({ user }: { user: UserProfile }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, useAfterFirstScreen());
  return (
    <div ref={slot} className="profile-side">
      {near && (
        <>
          <AboutCard user={user} />
          <PhotosCard user={user} />
          <CommunityCard user={user} />
          <FriendsCard user={user} />
        </>
      )}
    </div>
  );
}

/** The own profile's layout (spec §2): header and tabs, the tab's page, the side column. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [modal, setModal] = useState<{ category: PictureCategory; show: boolean } | null>(null);
  useDocumentTitle(t('profile.pageTitle'));

  if (!profile.data) {
    return (
      <div className="card" role="status">
        <div className="card-body text-center py-5">
          <p className="mb-2">{t('common.loading')}</p>
          {profile.isError && (
            <>
              <p className="text-danger-emphasis small mb-2">{t('profile.loadError')}</p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void profile.refetch()}
              >
                {t('common.retry')}
              </button>
            </>
          )}
        </div>
      </div>
    );
  }

  const user = profile.data;
  return (
    <>
      <ProfileHeader
        user={user}
        onChangeCover={() => setModal({ category: 'cover', show: true })}
        onChangePicture={() => setModal({ category: 'profil', show: true })}
      />
      <div className="profile-grid">
        <div className="min-w-0">
          <Outlet />
        </div>
        <ProfileSide user={user} />
      </div>
      {modal && (
        <Suspense fallback={null}>
          <PhotoModal
            key={modal.category}
            category={modal.category}
            show={modal.show}
            onClose={() => setModal({ ...modal, show: false })}
            onExited={() => setModal(null)}
          />
        </Suspense>
      )}
    </>
  );
}
