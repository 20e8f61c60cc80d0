import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biXOctagon } from '@/shared/ui/icons-events.generated';
import {
  biBell,
  biChatDots,
  biEnvelope,
  biPerson,
  biShieldLock,
} from '@/shared/ui/icons.generated';
import { useSupportUrl } from '@/features/help/help.public';
import { SETTINGS_PAGES } from './settings-pages';
import '@/features/settings/settings.texts';

const ICONS: Record<(typeof SETTINGS_PAGES)[number]['path'], string> = {
  account: biPerson,
  notification: biBell,
  privacy: biShieldLock,
  communication: biEnvelope,
  messaging: biChatDots,
  'close-account': biXOctagon,
};

/**
 * Spec §2: the footer links of the settings layout. Support is the external support link
 * (SUPPORT_URL, from the help centre); docs has no page yet and waits '(bientôt)'.
 */
const FOOTER: { key: string; to?: string; external?: true }[] = [
  { key: 'about', to: '/landing' },
  { key: 'settings', to: '/settings/account' },
  { key: 'support', external: true },
  { key: 'docs' },
  { key: 'help', to: '/help' },
  { key: 'privacy', to: '/privacy-terms' },
];

/** The settings' side menu (spec §2): a link per page, then the footer links. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const supportUrl = useSupportUrl();
  return (
    <div className="settings-menu">
      <nav aria-label={t('settings.menuLabel')} className="card mb-3">
        <ul className="list-unstyled mb-0 p-2">
          {SETTINGS_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink to={`/settings/${page.path}`} className="settings-menu-link" end>
                <Icon svg={ICONS[page.path]} className="flex-shrink-0" />
                <span>{t(`settingsNav.${page.label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <footer className="px-2 small text-body-secondary">
        <nav aria-label={t('settings.footerLabel')}>
          <ul className="list-inline mb-0">
            {FOOTER.map(({ key, to, external }) => (
              <li className="list-inline-item" key={key}>
                {external ? (
                  supportUrl ? (
                    <a href={supportUrl} className="settings-footer-link" rel="noopener noreferrer">
                      {t(`settings.footer.${key}`)}
                    </a>
                  ) : (
                    <span className="settings-footer-link">{t(`settings.footer.${key}`)}</span>
                  )
                ) : to ? (
                  <Link to={to} className="settings-footer-link">
                    {t(`settings.footer.${key}`)}
                  </Link>
                ) : (
                  <span className="settings-footer-link disabled" aria-disabled="true">
                    {t(`settings.footer.${key}`)} ({t('settings.soon')})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
