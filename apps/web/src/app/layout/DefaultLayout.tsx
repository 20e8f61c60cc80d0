import { QueryClientProvider } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { SIGN_IN_PATH } from '@/shared/constants';
import { useAccessToken } from '@/shared/session/useSession';
import { AppHeader } from './AppHeader';
import { FooterLinks } from './FooterLinks';
import { ProfileCard } from './ProfileCard';
import {
  useNotificationSocket,
  useReadFromPush,
} from '@/features/notifications/notifications.public';
import { useProfile } from '@/features/users/users.public';
import { useFeatures } from '../features';
import { socketHandlersOf } from './app-nav';
import { useTermsPendingRefusals } from './useTermsPendingRefusals';
import { layoutOf } from './layout-handle';
import { Drawer } from '@/shared/ui/Drawer';
import { QuietBoundary } from '@/shared/ui/QuietBoundary';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { useNearViewport } from '@/shared/hooks/useNearViewport';
import { toastsWanted } from '@/shared/toast/notify';
import './layout.css';
import '@/app/layout/layout.texts';

// The right column (suggestions, birthdays) comes in its own chunk, after the page's. A chunk
// that fails to load (the server restarting) leaves an empty column, never a broken page.
const ContextColumn = lazy(() =>
  import('@/features/discover/ContextColumn').then((m) => ({ default: m.ContextColumn })),
);
const COLUMN = 'col-md-4 col-lg-3';
const emptyColumn = <div className={COLUMN} />;

// Nothing of these is on the first screen (ADR 0012): the toast container (react-toastify,
// mounted with the first toast: `notify` loads it, and a toast sent before the container mounts
// waits for it), and the chat dock (its socket, the floating button of large screens, the chat
// windows). Each comes in its own chunk, after the page's, instead of delaying every signed-in
// page.
const Toasts = lazy(() => import('@/shared/toast/Toasts'));
// A member who has not accepted the current terms meets this page instead of the app
// (docs/help-and-terms.md); its chunk loads only then.
const TermsGate = lazy(() =>
  import('@/features/privacy/privacy.ui').then((m) => ({ default: m.TermsGate })),
);
const ChatDock = lazy(() =>
  import('@/features/messaging/ChatDock').then((m) => ({ default: m.ChatDock })),
);

/**
 * The default layout of protected pages (spec §2): header, left column (profile
 * card, menu, footer links) that becomes a slide-in drawer under 992 px (at every width on a
 * roomy page: layout-handle.ts), the page in the middle and a context column on the right. `children` replaces the routed page
 * (the not-found page of a signed-in member).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const token = useAccessToken();
  // What the first screen does not show waits until it has painted with its main image (issue
  // 10, §6).
  const painted = useAfterFirstScreen();
  // The session can end while a page is open (another tab signed out).
  if (!token) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <GatedLayout painted={painted}>{children}</GatedLayout>
    </QueryClientProvider>
  );
}

/**
 * The app, or, while the member's profile says they must accept a new version of the terms
 * (`pending_terms`), the full page that asks for it, and nothing else of the app.
 */
function GatedLayout({ children, painted }: { children?: ReactNode; painted: boolean }) {
  const profile = useProfile();
  const pending = profile.data?.pending_terms;
  const { refetch } = profile;
  useTermsPendingRefusals(useCallback(() => void refetch(), [refetch]));
  if (pending) {
    return (
      <Suspense fallback={null}>
        <TermsGate pending={pending} onAccepted={() => profile.refetch()} />
      </Suspense>
    );
  }
  return (
    <>
      <LayoutShell painted={painted}>{children}</LayoutShell>
      {painted && <AfterFirstPaint />}
    </>
  );
}

/** The notification socket, the chat dock and the toasts: none is on the first screen. */
function AfterFirstPaint() {
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  return (
    <>
      <NotificationSocket />
      <ReadFromPush />
      <QuietBoundary>
        <Suspense fallback={null}>
          <ChatDock />
        </Suspense>
      </QuietBoundary>
      {toasts && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}

/** The tab's notification socket, its frames handed to the features' handlers. */
function NotificationSocket() {
  useNotificationSocket(socketHandlersOf(useFeatures()));
  return null;
}

/** A tap on a notification's push marks it read (`?from-push=`, or the worker's message). */
function ReadFromPush() {
  useReadFromPush();
  return null;
}

/**
 * The right column, once the page has painted and the column is near the screen: beside the
 * page on a large screen (at once), under it on a phone (when the member scrolls there).
 */
function ContextSlot({ painted }: { painted: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, painted);
  if (!near) return <div ref={slot} className={COLUMN} />;
  return (
    <QuietBoundary fallback={emptyColumn}>
      <Suspense fallback={emptyColumn}>
        <ContextColumn />
      </Suspense>
    </QuietBoundary>
  );
}

function LayoutShell({ children, painted }: { children?: ReactNode; painted: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  // Profiles are wide: they take the context column's room; messaging, the agenda and the
  // settings are roomy: the left column gives way too (route handles, layout-handle.ts).
  const layout = layoutOf(useMatches().map((match) => match.handle));

  // Close the drawer when the member follows a link in it.
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const drawer = (
    <Drawer
      id="layout-drawer"
      responsive={layout.column ? 'lg' : undefined}
      placement="start"
      show={drawerOpen}
      onHide={() => setDrawerOpen(false)}
      title={t('layout.menuTitle')}
      titleId="layout-drawer-title"
      bodyClassName={layout.column ? 'd-block p-3 p-lg-0' : 'd-block p-3'}
    >
      <ProfileCard />
      {layout.footer && <FooterLinks />}
    </Drawer>
  );

  return (
    <div className="default-layout">
      <a className="skip-link" href="#main">
        {t('common.skipLink')}
      </a>
      <AppHeader
        onOpenMenu={() => setDrawerOpen(true)}
        menuOpen={drawerOpen}
        menuAtEveryWidth={!layout.column}
        painted={painted}
      />
      {!layout.column && drawer}
      <div className="container py-3 py-lg-4">
        <div className="row g-4">
          {layout.column && <div className="col-lg-3 layout-column">{drawer}</div>}
          <main id="main" tabIndex={-1} className={layout.main}>
            {children ?? <Outlet />}
          </main>
          {layout.context && <ContextSlot painted={painted} />}
        </div>
      </div>
    </div>
  );
}
