import { PREVIEW_VIEWERS } from '@koinonia/contracts';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biEye } from '@/shared/ui/icons.generated';
import { previewPath } from './preview-path';
import { SettingsCard } from './SettingsPage';
import '@/features/settings/settings.texts';

/** /settings/privacy's 'Voir mon profil comme…': a friend, a member or a visitor. */
export function PreviewChoice() {
  const { t } = useTranslation();
  return (
    <SettingsCard id="privacy-preview" title={t('settings.privacy.preview.title')}>
      <p className="text-body-secondary small">{t('settings.privacy.preview.intro')}</p>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {PREVIEW_VIEWERS.map((as) => (
          <li key={as}>
            <Link
              to={previewPath(as)}
              className="btn btn-outline-primary w-100 text-start d-flex align-items-center gap-3 preview-choice"
            >
              <Icon svg={biEye} className="flex-shrink-0" />
              <span className="d-flex flex-column">
                <span className="fw-semibold">
                  {t('settings.privacy.preview.asLink', {
                    viewer: t(`settings.privacy.preview.as.${as}`),
                  })}
                </span>
                <span className="small preview-choice-hint">
                  {t(`settings.privacy.preview.asHint.${as}`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
