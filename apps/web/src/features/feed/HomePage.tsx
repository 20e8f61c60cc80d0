import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Composer, PublicationFeed } from '@/features/publications/publications.ui';
import { useProfile } from '@/features/users/users.public';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { QuietBoundary } from '@/shared/ui/QuietBoundary';
import { TabBar } from '@/shared/ui/TabBar';
import '@/features/feed/home.texts';

// A newcomer's 'Bienvenue' checklist (the users feature), in its own chunk too: it shows once
// the tour is seen, so the two never stand over each other.
const WelcomeChecklist = lazy(() =>
  import('@/features/users/users.ui').then((m) => ({ default: m.WelcomeChecklist })),
);

// The first visit's guided tour (the help feature): its chunk loads after the first screen.
const FeedTour = lazy(() =>
  import('@/features/help/help.ui').then((m) => ({ default: m.FeedTour })),
);

/**
 * The feed's order, from `?sort=` (the account menu's 'Populaires' and 'Récents'): anything but
 * 'popular' is the newest first.
 */
export const feedSortOf = (params: URLSearchParams) =>
  params.get('sort') === 'popular' ? ('popular' as const) : ('recent' as const);

/**
 * /feed/home: a short welcome, the composer and the member's feed, newest first; with
 * `?sort=popular`, the most reacted and commented of the last 30 days first.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  const painted = useAfterFirstScreen();
  const [params] = useSearchParams();
  const sort = feedSortOf(params);
  useDocumentTitle(t(sort === 'popular' ? 'home.popularTitle' : 'home.title'));
  return (
    <>
      <section className="card border-0 overflow-hidden welcome-card mb-3">
        <div className="card-body px-4 py-3">
          <h1 className="h4 fw-bold mb-1">
            {user ? t('home.welcome', { name: user.first_name }) : t('home.welcomeGeneric')}
          </h1>
          <p className="text-body-secondary mb-0">
            {t(sort === 'popular' ? 'home.sort.popularIntro' : 'home.intro')}
          </p>
        </div>
        <TabBar
          label={t('home.sort.label')}
          replace
          tabs={(['recent', 'popular'] as const).map((value) => ({
            key: value,
            to: `/feed/home?sort=${value}`,
            label: t(`home.sort.${value}`),
            current: sort === value,
          }))}
        />
      </section>
      {painted && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <WelcomeChecklist />
          </Suspense>
        </QuietBoundary>
      )}
      <Composer />
      <PublicationFeed meId={user?.id} filter={sort === 'popular' ? { sort } : undefined} />
      {painted && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <FeedTour />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
