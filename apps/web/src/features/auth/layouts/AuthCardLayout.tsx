import { useTranslation } from '@/shared/i18n/i18n';
import { Outlet } from 'react-router';
import { useCommunityName } from '@/shared/community/community-profile';
import { Brand } from '@/shared/ui/Brand';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { AuthBaseContext } from '../auth-paths';
import '../auth.css';

/** /auth/*: the form in a centred card. */
export function AuthCardLayout() {
  const { t } = useTranslation();
  const name = useCommunityName(t('app.name'));
  return (
    <AuthBaseContext value="/auth">
      <div className="auth-card-layout d-flex flex-column min-vh-100">
        <a className="skip-link" href="#main">
          {t('common.skipLink')}
        </a>
        <header className="container d-flex align-items-center justify-content-between py-3">
          <Brand to="/landing" />
          <ThemeToggle />
        </header>
        <main
          id="main"
          className="container flex-grow-1 d-flex justify-content-center align-items-start py-3 py-md-5"
        >
          <div className="card border-0 auth-card w-100">
            <div className="card-body p-4 p-sm-5">
              <Outlet />
            </div>
          </div>
        </main>
        <footer className="container py-4 text-center text-body-secondary small">
          © {new Date().getFullYear()} {name} · {t('app.tagline')}
        </footer>
      </div>
    </AuthBaseContext>
  );
}
