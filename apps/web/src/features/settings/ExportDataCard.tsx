import type { DataExport } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from './export-data.queries';
import { SettingsCard } from './SettingsPage';
import '@/features/settings/settings.texts';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const format = (instant: string) => when.format(new Date(instant));

type Answer = { text: string; tone: 'success' | 'danger' };

/**
 * 'Télécharger mes données': ask for an archive (built on the server, announced by
 * mail), then download the last one with the member's token. The mailed link opens this page
 * with `?export=<id>`: that archive is shown and brought into view, or said to be gone.
 */
export function ExportDataCard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('export');
  const exports = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const [answer, setAnswer] = useState<Answer | null>(null);

  const archives = exports.data?.results ?? [];
  const fromMail = wanted ? archives.find((archive) => archive.id === wanted) : undefined;
  const shown = fromMail ?? archives[0];
  const missing = Boolean(wanted && exports.data && !fromMail);

  const handleRequest = () => {
    setAnswer(null);
    request.mutate(undefined, {
      onSuccess: (result) => setAnswer({ text: result.detail, tone: 'success' }),
      onError: (error) => setAnswer({ text: errorMessage(error), tone: 'danger' }),
    });
  };

  const handleDownload = (archive: DataExport) => {
    setAnswer(null);
    download.mutate(
      { id: archive.id, createdAt: archive.ready_at ?? archive.created_at },
      { onError: (error) => setAnswer({ text: errorMessage(error), tone: 'danger' }) },
    );
  };

  return (
    <SettingsCard id="export-data" title={t('settings.close.export.title')}>
      <p className="text-body-secondary">{t('settings.close.export.text')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SpinnerButton
          className="btn btn-primary"
          busy={request.isPending}
          disabled={request.isPending}
          aria-describedby="export-data-limit"
          onClick={handleRequest}
        >
          {request.isPending
            ? t('settings.close.export.requesting')
            : t('settings.close.export.button')}
        </SpinnerButton>
        <span id="export-data-limit" className="small text-body-secondary">
          {t('settings.close.export.limit')}
        </span>
      </div>
      {/* Always in the page, so that screen readers hear what comes into it. */}
      <div role="status" aria-live="polite">
        {answer && (
          <p className={`alert alert-${answer.tone} py-2`} data-testid="export-answer">
            {answer.text}
          </p>
        )}
      </div>
      {exports.isError && (
        <RetryAlert
          text={t('settings.close.export.loadError')}
          onRetry={() => void exports.refetch()}
        />
      )}
      {missing && <p className="alert alert-warning py-2">{t('settings.close.export.missing')}</p>}
      {shown && (
        <ArchiveRow
          archive={shown}
          fromMail={shown.id === wanted}
          busy={download.isPending}
          onDownload={() => handleDownload(shown)}
          onRefresh={() => void exports.refetch()}
        />
      )}
    </SettingsCard>
  );
}

function ArchiveRow({
  archive,
  fromMail,
  busy,
  onDownload,
  onRefresh,
}: {
  archive: DataExport;
  fromMail: boolean;
  busy: boolean;
  onDownload: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // The archive the mail links to is brought into view and given the focus, once.
  useEffect(() => {
    if (!fromMail) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus();
  }, [fromMail]);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="export-data-last"
      className={`rounded p-3 border ${fromMail ? 'border-2 border-primary bg-primary-subtle' : ''}`}
      data-highlighted={fromMail || undefined}
    >
      <h3 id="export-data-last" className="h6 fw-bold">
        {t('settings.close.export.lastTitle')}
      </h3>
      {fromMail && <p className="mb-2 fw-medium">{t('settings.close.export.fromMail')}</p>}
      {archive.ready_at ? (
        <>
          <p className="mb-2">
            {t('settings.close.export.ready', {
              date: format(archive.ready_at),
              expires: format(archive.expires_at),
            })}
          </p>
          <SpinnerButton
            className="btn btn-outline-primary"
            busy={busy}
            disabled={busy}
            onClick={onDownload}
          >
            {busy ? t('settings.close.export.downloading') : t('settings.close.export.download')}
          </SpinnerButton>
        </>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0">
            {t('settings.close.export.preparing', { date: format(archive.created_at) })}
          </p>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRefresh}>
            {t('settings.close.export.refresh')}
          </button>
        </div>
      )}
    </section>
  );
}
