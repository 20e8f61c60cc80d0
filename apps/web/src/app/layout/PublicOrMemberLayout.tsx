import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { useAccessToken } from '@/shared/session/useSession';
import { loadFeatures } from '../features';
import { PublicLayout } from './PublicLayout';

// The member's layout is a chunk of its own: a guest reading the news never downloads it. It
// comes with every feature's manifest, which its menus list (ADR 0023).
const DefaultLayout = lazy(() =>
  Promise.all([import('./DefaultLayout'), loadFeatures()]).then(([m]) => ({
    default: m.DefaultLayout,
  })),
);

/**
 * Public pages that a member reads in the app (spec §2: /blogs, /blogs/{blogId}): a guest gets
 * the public frame (as /landing's visitors do), a signed-in member the default layout with its
 * menus. The page is the routed child either way; the route slot is `publicOrMember`.
 */
export function PublicOrMemberLayout() {
  const signedIn = Boolean(useAccessToken());
  return (
    <QueryClientProvider client={queryClient}>
      {signedIn ? (
        <Suspense fallback={null}>
          <DefaultLayout />
        </Suspense>
      ) : (
        <PublicLayout wide>
          <Outlet />
        </PublicLayout>
      )}
    </QueryClientProvider>
  );
}
