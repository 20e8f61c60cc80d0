import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Brand } from '@/shared/ui/Brand';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';

/**
 * The guests' frame around a page that is not the landing: the logo, theme and sign-in. `wide`
 * for the pages that need the width of the app's middle and right columns (the news).
 */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {t('common.skipLink')}
      </a>
      <header className="container d-flex align-items-center justify-content-between py-3">
        <Brand to="/landing" />
        <nav aria-label={t('common.publicNav')} className="d-flex align-items-center gap-2">
          <ThemeToggle />
          <Link
            className="btn btn-link text-body d-inline-flex align-items-center text-nowrap"
            to="/auth/sign-in"
          >
            {t('common.signIn')}
          </Link>
          <Link
            className="btn btn-primary d-none d-sm-inline-flex align-items-center text-nowrap"
            to="/auth/sign-up"
          >
            {t('common.signUp')}
          </Link>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="container pb-5">
        <div className={`mx-auto ${wide ? 'public-layout-wide' : 'public-layout-page'}`}>
          {children}
        </div>
      </main>
    </div>
  );
}
