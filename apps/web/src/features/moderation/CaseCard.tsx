import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  MODERATION_MAX_SUSPENSION_DAYS,
  MODERATION_TARGET_LABELS,
  REPORT_REASON_LABELS,
  type CaseDecision,
  type ModerationAction,
  type ModerationCase,
} from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { fullName } from '@/shared/people/person-name';
import { notify } from '@/shared/toast/notify';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { Link } from 'react-router';
import { caseContext } from './case-context';
import { decideCase, decideReview, moderationKeys, noteCase, takeCase } from './moderation.api';
import '@/features/moderation/moderation.texts';

const nameOf = (card: Parameters<typeof fullName>[0] | null, fallback: string) =>
  card ? fullName(card) : fallback;

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={fullDateTime(at)}>
      {relativeTime(at)}
    </time>
  );
}

/** One case of the queue: the item, its context, the reports, the history, and the staff's tools. */
export function CaseCard({ item }: { item: ModerationCase }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  const take = useMutation({
    mutationFn: () => takeCase(item.id),
    onSuccess: refresh,
    onError: (e) => void notify(errorMessage(e), 'error'),
  });
  const open = item.status === 'open';
  const author = nameOf(item.author, t('moderation.queue.unknownAuthor'));
  const context = caseContext(item);
  const snapshot = item.reports.find((report) => report.snapshot)?.snapshot;

  return (
    <article className="card mb-3 moderation-case" aria-labelledby={titleId}>
      <div className="card-body">
        <header className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h2 id={titleId} className="h6 fw-semibold mb-0">
            {MODERATION_TARGET_LABELS[item.target_type]} · {author}
          </h2>
          {item.hidden && (
            <span className="badge text-bg-warning">
              {t(open ? 'moderation.queue.hidden' : 'moderation.queue.hiddenClosed')}
            </span>
          )}
          <span className="small text-body-secondary ms-auto">
            {open ? t('moderation.queue.openedAt') : t('moderation.queue.closedAt')}{' '}
            <When at={open ? item.opened_at : (item.closed_at ?? item.opened_at)} />
          </span>
        </header>
        <blockquote className="moderation-excerpt mb-2">{item.excerpt || '—'}</blockquote>
        {(context.lines.length > 0 || context.link) && (
          <ul
            className="list-unstyled small text-body-secondary mb-2"
            aria-label={t('moderation.queue.context')}
          >
            {context.lines.map((line) => (
              <li key={line.key}>{t(`moderation.context.${line.key}`, line.values)}</li>
            ))}
            {context.link && (
              <li>
                <Link to={context.link}>{t('moderation.context.open')}</Link>
              </li>
            )}
          </ul>
        )}
        {snapshot && (
          <details className="small mb-2">
            <summary>{t('moderation.queue.snapshot')}</summary>
            <ol className="list-unstyled mb-0 mt-1">
              {snapshot.map((message) => (
                <li key={message.id} className={message.id === item.target_id ? 'fw-semibold' : ''}>
                  {message.content}
                </li>
              ))}
            </ol>
          </details>
        )}
        <section className="mb-2">
          <h3 className="h6 small fw-semibold mb-1">
            {t('moderation.queue.reportsTitle', { count: item.reports.length })}
          </h3>
          <ul className="small mb-0 ps-3">
            {item.reports.map((report) => (
              <li key={report.id}>
                <span className="fw-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
                {' · '}
                {nameOf(report.reporter, t('moderation.queue.anonymous'))}
                {report.comment && <> : « {report.comment} »</>}
              </li>
            ))}
          </ul>
        </section>
        <section className="mb-2">
          <h3 className="h6 small fw-semibold mb-1">{t('moderation.queue.history')}</h3>
          {item.author_history.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t('moderation.queue.noHistory')}</p>
          ) : (
            <DecisionList decisions={item.author_history} />
          )}
        </section>
        {item.decisions.length > 0 && (
          <section className="mb-2">
            <h3 className="h6 small fw-semibold mb-1">{t('moderation.queue.decisions')}</h3>
            <DecisionList decisions={item.decisions} />
          </section>
        )}
        {item.review && (
          <p className="small alert alert-info py-1 px-2 mb-2">
            {t('moderation.queue.review', { text: item.review.text || '—' })}
          </p>
        )}
        {open && (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            {item.taken_by ? (
              <span className="badge rounded-pill text-bg-secondary">
                {t('moderation.queue.takenBy', { name: fullName(item.taken_by) })}
              </span>
            ) : (
              <SpinnerButton
                className="btn btn-sm btn-outline-primary"
                busy={take.isPending}
                disabled={take.isPending}
                onClick={() => take.mutate()}
              >
                {t('moderation.queue.take')}
              </SpinnerButton>
            )}
          </div>
        )}
        {(open || item.notes.length > 0) && <Notes item={item} onDone={refresh} />}
        {open &&
          (item.review && !item.review.decided_at ? (
            <ReviewForm item={item} onDone={refresh} />
          ) : (
            <DecisionForm item={item} onDone={refresh} />
          ))}
      </div>
    </article>
  );
}

function DecisionList({ decisions }: { decisions: readonly CaseDecision[] }) {
  const { t } = useTranslation();
  return (
    <ul className="small mb-0 ps-3">
      {decisions.map((decision) => (
        <li key={decision.id}>
          <span className="fw-semibold">{MODERATION_ACTION_LABELS[decision.action]}</span>
          {decision.duration_days ? ` (${decision.duration_days} j)` : ''} · « {decision.reason} »
          {decision.moderator && (
            <> {t('moderation.queue.by', { name: fullName(decision.moderator) })}</>
          )}{' '}
          · <When at={decision.created_at} />
        </li>
      ))}
    </ul>
  );
}

function Notes({ item, onDone }: { item: ModerationCase; onDone: () => unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const note = useMutation({
    mutationFn: () => noteCase(item.id, text),
    onSuccess: () => {
      setText('');
      return onDone();
    },
    onError: (e) => void notify(errorMessage(e), 'error'),
  });
  return (
    <section className="mb-2">
      <h3 className="h6 small fw-semibold mb-1">{t('moderation.queue.notes')}</h3>
      {item.notes.length > 0 && (
        <ul className="small ps-3 mb-2">
          {item.notes.map((n) => (
            <li key={n.id}>
              {n.author ? `${fullName(n.author)} : ` : ''}
              {n.text} · <When at={n.created_at} />
            </li>
          ))}
        </ul>
      )}
      {item.status === 'open' && (
        <form
          className="d-flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) note.mutate();
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {t('moderation.queue.noteLabel')}
          </label>
          <input
            id={id}
            className="form-control form-control-sm"
            placeholder={t('moderation.queue.noteLabel')}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <SpinnerButton
            type="submit"
            className="btn btn-sm btn-outline-secondary text-nowrap"
            busy={note.isPending}
          >
            {t('moderation.queue.noteSubmit')}
          </SpinnerButton>
        </form>
      )}
    </section>
  );
}

function DecisionForm({ item, onDone }: { item: ModerationCase; onDone: () => unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const [action, setAction] = useState<ModerationAction>('hide');
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('7');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    mutationFn: () =>
      decideCase(item.id, {
        action,
        reason,
        ...(action === 'suspend' ? { duration: Number(duration) } : {}),
      }),
    onSuccess: () => {
      void notify(t('moderation.queue.decided'), 'success');
      return onDone();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('moderation.queue.reasonRequired'));
      return;
    }
    setError(null);
    if (action === 'delete' || action === 'ban') setConfirming(true);
    else decide.mutate();
  };
  return (
    <form className="moderation-decision border-top pt-2" onSubmit={submit} noValidate>
      <h3 className="h6 small fw-semibold mb-2">{t('moderation.queue.decide')}</h3>
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <label htmlFor={`${id}-action`} className="form-label small mb-1">
            {t('moderation.queue.action')}
          </label>
          <select
            id={`${id}-action`}
            className="form-select form-select-sm"
            value={action}
            onChange={(e) => setAction(e.target.value as ModerationAction)}
          >
            {MODERATION_ACTIONS.map((code) => (
              <option key={code} value={code}>
                {MODERATION_ACTION_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
        {action === 'suspend' && (
          <div className="col-12 col-md-3">
            <label htmlFor={`${id}-duration`} className="form-label small mb-1">
              {t('moderation.queue.duration')}
            </label>
            <input
              id={`${id}-duration`}
              type="number"
              min={1}
              max={MODERATION_MAX_SUSPENSION_DAYS}
              className="form-control form-control-sm"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            />
          </div>
        )}
        <div className="col-12">
          <label htmlFor={`${id}-reason`} className="form-label small mb-1">
            {t('moderation.queue.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="form-control form-control-sm"
            rows={2}
            maxLength={1000}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <div className="alert alert-danger small py-1 px-2 mt-2 mb-0" role="alert">
          {error}
        </div>
      )}
      <SpinnerButton
        type="submit"
        className="btn btn-sm btn-primary mt-2"
        busy={decide.isPending}
        disabled={decide.isPending}
      >
        {t('moderation.queue.submit')}
      </SpinnerButton>
      <LazyConfirmModal
        show={confirming}
        title={t('moderation.queue.confirmTitle')}
        text={t(
          action === 'ban' ? 'moderation.queue.confirmBan' : 'moderation.queue.confirmDelete',
        )}
        confirmLabel={MODERATION_ACTION_LABELS[action]}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          decide.mutate();
        }}
      />
    </form>
  );
}

/**
 * A review the author asked for (docs/adr/0021-moderation.md): another moderator than the one
 * who decided keeps the decision or undoes it, with a reason (the server refuses the same one).
 */
function ReviewForm({ item, onDone }: { item: ModerationCase; onDone: () => unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const [outcome, setOutcome] = useState<'upheld' | 'reversed'>('upheld');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: () => decideReview(item.id, { outcome, reason }),
    onSuccess: () => {
      void notify(t('moderation.queue.decided'), 'success');
      return onDone();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <form
      className="moderation-decision border-top pt-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('moderation.queue.reasonRequired'));
          return;
        }
        setError(null);
        decide.mutate();
      }}
    >
      <fieldset>
        <legend className="h6 small fw-semibold mb-2">{t('moderation.queue.reviewDecide')}</legend>
        {(['upheld', 'reversed'] as const).map((code) => (
          <div className="form-check" key={code}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${code}`}
              name={`${id}-outcome`}
              checked={outcome === code}
              onChange={() => setOutcome(code)}
            />
            <label className="form-check-label small" htmlFor={`${id}-${code}`}>
              {t(`moderation.queue.${code}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reason`} className="form-label small mb-1 mt-2">
        {t('moderation.queue.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        className="form-control form-control-sm"
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <div className="alert alert-danger small py-1 px-2 mt-2 mb-0" role="alert">
          {error}
        </div>
      )}
      <SpinnerButton
        type="submit"
        className="btn btn-sm btn-primary mt-2"
        busy={decide.isPending}
        disabled={decide.isPending}
      >
        {t('moderation.queue.submit')}
      </SpinnerButton>
    </form>
  );
}
