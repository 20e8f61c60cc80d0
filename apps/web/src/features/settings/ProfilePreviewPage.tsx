import { PREVIEW_VIEWERS, type PreviewViewer } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biXLg } from '@/shared/ui/icons.generated';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { previewPath } from './preview-path';
import { PreviewedProfile } from './PreviewedProfile';
import { profilePreviewQueryOptions } from './settings.queries';
import './settings.css';
import '@/features/settings/settings.texts';

const isViewer = (value: string | null): value is PreviewViewer =>
  (PREVIEW_VIEWERS as readonly (string | null)[]).includes(value);

/**
 * /settings/privacy/preview?as=friend|member|guest: the own profile as that viewer sees it,
 * as the server computes it (GET /api/users/me/preview/). A banner says whose view it is, lets
 * the member switch viewer, and leads back to the privacy settings.
 */
export function ProfilePreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('as');
  const as: PreviewViewer = isViewer(asked) ? asked : 'friend';
  const preview = useQuery(profilePreviewQueryOptions(as));
  useDocumentTitle(t('settings.privacy.preview.pageTitle'));
  const viewer = (name: PreviewViewer) => t(`settings.privacy.preview.as.${name}`);

  return (
    <div>
      <div className="alert alert-info mb-4" role="region" aria-labelledby="preview-banner-title">
        <div className="d-flex flex-column flex-sm-row gap-3 justify-content-between align-items-sm-start">
          <div>
            <h1 id="preview-banner-title" className="h6 fw-bold mb-1">
              {t('settings.privacy.preview.banner', { viewer: viewer(as) })}
            </h1>
            <p className="small mb-0">{t('settings.privacy.preview.bannerHint')}</p>
          </div>
          <Link
            to="/settings/privacy"
            className="btn btn-outline-primary bg-body d-inline-flex align-items-center gap-2 flex-shrink-0 align-self-start"
          >
            <Icon svg={biXLg} />
            {t('settings.privacy.preview.leave')}
          </Link>
        </div>
        <nav
          className="d-flex flex-wrap align-items-center gap-2 mt-3"
          aria-label={t('settings.privacy.preview.choose')}
        >
          <span className="small fw-semibold" aria-hidden="true">
            {t('settings.privacy.preview.choose')} :
          </span>
          {PREVIEW_VIEWERS.map((name) => (
            <Link
              key={name}
              to={previewPath(name)}
              replace
              className={`btn btn-sm d-inline-flex align-items-center ${name === as ? 'btn-primary' : 'btn-outline-primary bg-body'}`}
              aria-current={name === as ? 'page' : undefined}
            >
              {viewer(name)}
            </Link>
          ))}
        </nav>
      </div>
      {preview.isError ? (
        <RetryAlert
          text={t('settings.privacy.preview.loadError')}
          onRetry={() => void preview.refetch()}
        />
      ) : !preview.data ? (
        <p className="text-body-secondary" role="status">
          {t('common.loading')}
        </p>
      ) : preview.data.profile ? (
        <PreviewedProfile profile={preview.data.profile} publications={preview.data.publications} />
      ) : (
        <section className="card" aria-labelledby="preview-none">
          <div className="card-body text-center py-5 px-4">
            <h2 id="preview-none" className="h4 fw-bold">
              {t(
                as === 'guest'
                  ? 'settings.privacy.preview.guestTitle'
                  : 'settings.privacy.preview.hiddenTitle',
              )}
            </h2>
            <p className="text-body-secondary mb-0">
              {t(
                as === 'guest'
                  ? 'settings.privacy.preview.guestText'
                  : 'settings.privacy.preview.hiddenText',
              )}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
