import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biEnvelope } from '@/shared/ui/icons/biEnvelope';
import { useSupportUrl } from './help.queries';
import '@/features/help/help.texts';

/** 'Contacter l'assistance' (spec §2's external support link): SUPPORT_URL. */
export function SupportCard() {
  const { t } = useTranslation();
  const supportUrl = useSupportUrl();
  return (
    <aside className="card help-support" aria-labelledby="help-support-title">
      <div className="card-body d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
        <div className="flex-grow-1">
          <h2 id="help-support-title" className="h6 fw-bold mb-1">
            {t('help.support.title')}
          </h2>
          <p className="text-body-secondary mb-0">{t('help.support.text')}</p>
        </div>
        {supportUrl && (
          <a className="btn btn-primary flex-shrink-0" href={supportUrl} rel="noopener noreferrer">
            <Icon svg={biEnvelope} className="me-2" />
            {t('help.support.link')}
          </a>
        )}
      </div>
    </aside>
  );
}
