import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Icon } from '@/shared/ui/Icon';
import { biArrowRepeat, biClipboard, biLock } from '@/shared/ui/icons-events.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useRenewCalendar } from './events.mutations';
import { calendarFeedQueryOptions } from './events.queries';
import '@/features/events/events.texts';

/**
 * 'S'abonner à mon agenda': the member's private calendar address, to paste into a
 * calendar app, with 'Copier l'adresse' and 'Renouveler l'adresse' (asked first: the old
 * address stops working).
 */
export function CalendarFeedPanel({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const feed = useQuery(calendarFeedQueryOptions());
  const renew = useRenewCalendar();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<'copied' | 'copyFailed' | 'renewed' | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNote('copied');
    } catch {
      setNote('copyFailed');
    }
  };

  return (
    <section className={`card ${className}`} aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6 fw-bold mb-1">
          {t('events.calendar.title')}
        </h2>
        <p className="small text-body-secondary">{t('events.calendar.intro')}</p>
        {feed.isPending ? (
          <span className="skeleton" style={{ height: 38 }} aria-hidden="true" />
        ) : feed.isError ? (
          <p role="alert" className="small text-danger-emphasis mb-0">
            {t('events.calendar.error')}
          </p>
        ) : (
          <>
            <label htmlFor={`${id}-url`} className="form-label small fw-medium">
              {t('events.calendar.address')}
            </label>
            <input
              id={`${id}-url`}
              className="form-control form-control-sm font-monospace"
              readOnly
              value={feed.data.url}
              aria-describedby={`${id}-private`}
              onFocus={(event) => event.target.select()}
            />
            <p id={`${id}-private`} className="form-text d-flex align-items-center gap-1 mb-2">
              <Icon svg={biLock} size={12} />
              {t('events.calendar.private')}
            </p>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-2"
                onClick={() => void copy(feed.data.url)}
              >
                <Icon svg={biClipboard} size={14} />
                {t('events.calendar.copy')}
              </button>
              <SpinnerButton
                className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-2"
                busy={renew.isPending}
                disabled={renew.isPending}
                onClick={() => setAsking(true)}
              >
                {!renew.isPending && <Icon svg={biArrowRepeat} size={14} />}
                {t('events.calendar.renew')}
              </SpinnerButton>
              <span role="status" className="small text-body-secondary">
                {note ? t(`events.calendar.${note}`) : ''}
              </span>
            </div>
          </>
        )}
      </div>
      <ConfirmModal
        show={asking}
        title={t('events.calendar.renewTitle')}
        text={t('events.calendar.renewText')}
        confirmLabel={t('events.calendar.renewConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setNote(null);
          renew.mutate(undefined, { onSuccess: () => setNote('renewed') });
        }}
      />
    </section>
  );
}
