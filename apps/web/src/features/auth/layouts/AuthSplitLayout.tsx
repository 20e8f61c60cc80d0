import { useTranslation } from '@/shared/i18n/i18n';
import { Outlet } from 'react-router';
import { Brand } from '@/shared/ui/Brand';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { AuthBaseContext } from '../auth-paths';
import '../auth.css';
import '@/features/auth/auth.texts';
import '@/shared/ui/verse.texts';

/** /auth-advance/*: the same forms in a full-page split with an illustrated panel. */
export function AuthSplitLayout() {
  const { t } = useTranslation();
  return (
    <AuthBaseContext value="/auth-advance">
      <div className="auth-split-layout row g-0 min-vh-100">
        <a className="skip-link" href="#main">
          {t('common.skipLink')}
        </a>
        <aside className="col-lg-6 auth-split-panel d-none d-lg-flex flex-column justify-content-between p-5">
          <Brand to="/landing" />
          <div>
            <svg viewBox="0 0 200 120" className="auth-split-art mb-4" aria-hidden="true">
              <circle cx="60" cy="60" r="44" />
              <circle cx="100" cy="60" r="44" />
              <circle cx="140" cy="60" r="44" />
            </svg>
            <h2 className="display-6 fw-bold">{t('auth.advance.panelTitle')}</h2>
            <p className="lead mb-0">{t('auth.advance.panelText')}</p>
          </div>
          <figure className="mb-0">
            <blockquote className="fst-italic mb-1">{t('verse.text')}</blockquote>
            <figcaption className="small">{t('verse.ref')}</figcaption>
          </figure>
        </aside>
        <div className="col-lg-6 d-flex flex-column">
          <header className="d-flex align-items-center justify-content-between px-4 py-3">
            <span className="d-lg-none">
              <Brand to="/landing" />
            </span>
            <ThemeToggle className="ms-auto" />
          </header>
          <main
            id="main"
            className="flex-grow-1 d-flex align-items-center justify-content-center px-4 pb-5"
          >
            <div className="w-100 auth-split-form">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </AuthBaseContext>
  );
}
