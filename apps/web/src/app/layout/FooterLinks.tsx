import { useCommunityName } from '@/shared/community/community-profile';
import { useTranslation } from '@/shared/i18n/i18n';
import { useNavOf } from './useNavOf';
import { NavEntryLink } from './NavEntryLink';
import '@/app/layout/layout.texts';

/**
 * The footer link row of the left column (spec §2), under the profile card: the links the card
 * already lists (its settings, help, privacy and terms) are not repeated, so that each appears
 * once in the column.
 */
export function FooterLinks() {
  const { t } = useTranslation();
  const inCard = new Set(useNavOf('card').map((entry) => entry.to));
  const entries = useNavOf('footer').filter((entry) => !inCard.has(entry.to));
  // Read by the header once the first screen has painted (AppHeader.tsx).
  const name = useCommunityName(t('app.name'), false);
  return (
    <footer className="px-2 small text-body-secondary">
      <nav aria-label={t('layout.footer.label')}>
        <ul className="list-inline mb-1">
          {entries.map((entry) => (
            <li className="list-inline-item" key={entry.key}>
              <NavEntryLink entry={entry} className="footer-link" />
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-0">
        {t('layout.footer.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
