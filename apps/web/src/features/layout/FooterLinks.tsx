import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import '@/features/layout/layout.texts';

const LINKS = [
  { key: 'about', to: '/landing' },
  { key: 'settings', to: '/settings/account' },
  { key: 'help', to: '/help' },
  { key: 'privacy', to: '/privacy-terms' },
] as const;

/** The footer link row of the left column (spec §2). */
export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <footer className="px-2 small text-body-secondary">
      <nav aria-label={t('layout.footer.label')}>
        <ul className="list-inline mb-1">
          {LINKS.map((link) => (
            <li className="list-inline-item" key={link.key}>
              <Link to={link.to} className="footer-link">
                {t(`layout.footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-0">{t('layout.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
