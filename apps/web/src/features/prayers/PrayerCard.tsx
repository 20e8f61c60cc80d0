import type { PrayerIntention } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ReportButton } from '@/features/moderation/moderation.public';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { prayersError, usePray, useRenew, useSupport, useThank } from './prayers.queries';
import '@/features/prayers/prayers.texts';

/** '12 personnes prient', or that nobody prays yet. */
function countText(t: (key: string, values?: Record<string, number>) => string, count: number) {
  if (count === 0) return t('prayers.count.none');
  return count === 1 ? t('prayers.count.one') : t('prayers.count.many', { count });
}

/** A short text form under the card (a word of support, the thanksgiving). */
function TextForm({
  label,
  help,
  submit,
  maxLength,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  help?: string;
  submit: string;
  maxLength: number;
  busy: boolean;
  onSubmit: (text: string, done: () => void, fail: (error: string) => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onSubmit(text, () => setText(''), setError);
  };
  return (
    <form className="mt-2" onSubmit={send} noValidate>
      <label htmlFor={`${id}-text`} className="form-label small mb-1">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={maxLength}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event) => setText(event.target.value)}
      />
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger-emphasis small mb-0">
          {error}
        </p>
      )}
      <div className="d-flex gap-2 mt-2">
        <SpinnerButton type="submit" className="btn btn-primary btn-sm" busy={busy}>
          {submit}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
            {t('prayers.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * One intention: its text, its author (or 'Anonyme'), its audience and end date, 'Je prie' with
 * the count, the words of support, and for its author who prays, the renewal and the
 * 'Action de grâce'.
 */
export function PrayerCard({ intention }: { intention: PrayerIntention }) {
  const { t } = useTranslation();
  const pray = usePray();
  const support = useSupport();
  const thank = useThank();
  const renew = useRenew();
  const [anonymously, setAnonymously] = useState(false);
  const [thanking, setThanking] = useState(false);
  const anonymousId = useId();
  const titleId = `intention-${intention.id}`;
  const closed = intention.thanked_at !== null;
  const open = !closed && !intention.expired;
  const author = intention.author ? firstAndLastName(intention.author) : t('prayers.anonymous');
  const audience =
    intention.audience === 'group' && intention.group
      ? t('prayers.audience.group', { name: intention.group.name })
      : t(`prayers.audience.${intention.audience === 'friends' ? 'friends' : 'community'}`);
  const fail = (failure: unknown) => void notify(prayersError(failure), 'error');
  return (
    <article
      id={titleId}
      className={`card border-0 mb-3 prayer-card${closed ? ' prayer-card-thanked' : ''}`}
      aria-labelledby={`${titleId}-author`}
    >
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <div className="flex-grow-1 min-w-0">
            <h2 id={`${titleId}-author`} className="h6 fw-bold mb-0">
              {author}
              {intention.mine && intention.anonymous && (
                <span className="badge text-bg-secondary ms-2 align-middle fw-normal">
                  {t('prayers.anonymousMine')}
                </span>
              )}
            </h2>
            <p className="small text-body-secondary mb-2">
              {audience} ·{' '}
              {intention.expired
                ? t('prayers.ended', { date: formatDay(intention.ends_at) })
                : t('prayers.until', { date: formatDay(intention.ends_at) })}
            </p>
          </div>
          {!intention.mine && (
            <ReportButton
              target={{ type: 'prayer', id: intention.id }}
              className="btn btn-link btn-sm text-body-secondary p-0 flex-shrink-0"
              aria-label={t('prayers.reportLabel')}
            />
          )}
        </div>
        <p className="prayer-text mb-2">{intention.text}</p>
        {intention.thanksgiving && (
          <div className="prayer-thanksgiving rounded p-2 mb-2">
            <p className="small fw-semibold mb-1">{t('prayers.thanked')}</p>
            <p className="prayer-text mb-0">{intention.thanksgiving}</p>
          </div>
        )}
        <p className="small mb-2" aria-live="polite">
          <strong>{countText(t, intention.prayer_count)}</strong>
        </p>
        {intention.mine && intention.prayers && intention.prayer_count > 0 && (
          <p className="small text-body-secondary mb-2">
            {intention.prayers.length > 0
              ? t('prayers.whoPrays', {
                  names: intention.prayers.map(firstAndLastName).join(', '),
                })
              : t('prayers.nobodyNamed')}
          </p>
        )}
        {!intention.mine && (open || intention.praying) && (
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            <SpinnerButton
              className={`btn btn-sm ${intention.praying ? 'btn-primary' : 'btn-outline-primary'}`}
              busy={pray.isPending}
              aria-pressed={intention.praying}
              aria-label={intention.praying ? t('prayers.stopPraying') : t('prayers.prayFor')}
              onClick={() =>
                pray.mutate(
                  { id: intention.id, pray: !intention.praying, anonymous: anonymously },
                  { onError: fail },
                )
              }
            >
              {t('prayers.pray')}
            </SpinnerButton>
            {!intention.praying && open && (
              <div className="form-check mb-0">
                <input
                  id={anonymousId}
                  type="checkbox"
                  className="form-check-input"
                  checked={anonymously}
                  title={t('prayers.prayAnonymouslyHelp')}
                  onChange={(event) => setAnonymously(event.target.checked)}
                />
                <label htmlFor={anonymousId} className="form-check-label small">
                  {t('prayers.prayAnonymously')}
                </label>
              </div>
            )}
          </div>
        )}
        {intention.supports.length > 0 && (
          <section aria-label={t('prayers.supports')} className="mb-2">
            <ul className="list-unstyled mb-0 prayer-supports">
              {intention.supports.map((word) => (
                <li key={word.id} className="small py-1">
                  <span className="fw-semibold">{firstAndLastName(word.author)}</span> :{' '}
                  <span className="prayer-text">{word.text}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {open && !intention.mine && (
          <TextForm
            label={t('prayers.supportLabel')}
            submit={t('prayers.supportSend')}
            maxLength={280}
            busy={support.isPending}
            onSubmit={(text, done, setError) =>
              support.mutate(
                { id: intention.id, text },
                {
                  onSuccess: () => {
                    done();
                    void notify(t('prayers.supportSent'), 'success');
                  },
                  onError: (failure) => setError(prayersError(failure)),
                },
              )
            }
          />
        )}
        {intention.mine && !closed && (
          <div className="d-flex flex-wrap gap-2 mt-2">
            {!thanking && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => setThanking(true)}
              >
                {t('prayers.thank')}
              </button>
            )}
            <SpinnerButton
              className="btn btn-sm btn-outline-secondary"
              busy={renew.isPending}
              onClick={() =>
                renew.mutate(intention.id, {
                  onSuccess: () => void notify(t('prayers.renewed'), 'success'),
                  onError: fail,
                })
              }
            >
              {t('prayers.renew')}
            </SpinnerButton>
          </div>
        )}
        {thanking && !closed && (
          <TextForm
            label={t('prayers.thankLabel')}
            help={t('prayers.thankHelp')}
            submit={t('prayers.thankSend')}
            maxLength={1000}
            busy={thank.isPending}
            onCancel={() => setThanking(false)}
            onSubmit={(text, done, setError) =>
              thank.mutate(
                { id: intention.id, text },
                {
                  onSuccess: () => {
                    done();
                    setThanking(false);
                    void notify(t('prayers.thankSent'), 'success');
                  },
                  onError: (failure) => setError(prayersError(failure)),
                },
              )
            }
          />
        )}
      </div>
    </article>
  );
}
