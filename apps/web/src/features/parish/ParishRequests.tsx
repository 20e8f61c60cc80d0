import {
  PARISH_REQUEST_KINDS,
  PARISH_REQUEST_STATUSES,
  type CreateParishRequestBody,
  type ParishRequest,
  type ParishRequestKind,
} from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fullName } from '@/shared/people/person-name';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { FormAlert } from '@/shared/form/FormAlert';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { dayLabel } from './parish-format';
import {
  parishError,
  requestQueryOptions,
  requestsQueryOptions,
  useCreateRequest,
  useRequestWrite,
} from './parish.queries';
import '@/features/parish/parish.texts';

/** A labelled input, its id made from the form's. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium">
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

/** 'Faire une demande': the kind, then its own fields. */
export function RequestForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateRequest(groupId);
  const [kind, setKind] = useState<ParishRequestKind>('intention');
  const [values, setValues] = useState({
    date_wished: '',
    intention: '',
    offering_paid_outside: false,
    person: '',
    place: '',
    phone: '',
    details: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((all) => ({ ...all, ...patch }));

  const body = (): CreateParishRequestBody => {
    const { date_wished, intention, offering_paid_outside, person, place, phone, details } = values;
    switch (kind) {
      case 'intention':
        return { kind, date_wished, intention, offering_paid_outside, details };
      case 'bapteme':
      case 'mariage':
        return { kind, person, phone, details, ...(date_wished ? { date_wished } : {}) };
      case 'obseques':
        return { kind, person, phone, details };
      case 'visite_malade':
        return { kind, person, place, phone, details };
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(body(), {
      onSuccess: () => {
        void notify(t('parish.requests.sent'), 'success');
        onDone();
      },
      onError: (failure) => setError(parishError(failure)),
    });
  };

  return (
    <form className="card mb-3" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 fw-bold mb-2">
          {t('parish.requests.make')}
        </h2>
        <p className="small text-body-secondary">{t('parish.requests.private')}</p>
        {error && <FormAlert variant="danger">{error}</FormAlert>}
        <Field id={`${id}-kind`} label={t('parish.requests.kind')}>
          <select
            id={`${id}-kind`}
            className="form-select"
            value={kind}
            onChange={(event) => setKind(event.target.value as ParishRequestKind)}
          >
            {PARISH_REQUEST_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`parish.requests.kinds.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind !== 'intention' && (
          <Field id={`${id}-person`} label={t(`parish.requests.fields.person.${kind}`)}>
            <input
              id={`${id}-person`}
              className="form-control"
              value={values.person}
              maxLength={200}
              required
              onChange={(event) => set({ person: event.target.value })}
            />
          </Field>
        )}
        {(kind === 'intention' || kind === 'bapteme' || kind === 'mariage') && (
          <Field id={`${id}-date`} label={t('parish.requests.fields.date_wished')}>
            <input
              id={`${id}-date`}
              type="date"
              className="form-control parish-date"
              value={values.date_wished}
              required={kind === 'intention'}
              onChange={(event) => set({ date_wished: event.target.value })}
            />
          </Field>
        )}
        {kind === 'intention' && (
          <>
            <Field
              id={`${id}-intention`}
              label={t('parish.requests.fields.intention')}
              hint={t('parish.requests.fields.intentionHint')}
            >
              <textarea
                id={`${id}-intention`}
                className="form-control"
                rows={2}
                maxLength={500}
                required
                aria-describedby={`${id}-intention-hint`}
                value={values.intention}
                onChange={(event) => set({ intention: event.target.value })}
              />
            </Field>
            <div className="form-check mb-3">
              <input
                id={`${id}-paid`}
                type="checkbox"
                className="form-check-input"
                checked={values.offering_paid_outside}
                onChange={(event) => set({ offering_paid_outside: event.target.checked })}
              />
              <label htmlFor={`${id}-paid`} className="form-check-label">
                {t('parish.requests.fields.offering_paid_outside')}
              </label>
            </div>
          </>
        )}
        {kind === 'visite_malade' && (
          <Field id={`${id}-place`} label={t('parish.requests.fields.place')}>
            <input
              id={`${id}-place`}
              className="form-control"
              value={values.place}
              maxLength={300}
              required
              onChange={(event) => set({ place: event.target.value })}
            />
          </Field>
        )}
        {kind !== 'intention' && (
          <Field id={`${id}-phone`} label={t('parish.requests.fields.phone')}>
            <input
              id={`${id}-phone`}
              type="tel"
              className="form-control"
              value={values.phone}
              maxLength={40}
              required={kind === 'obseques'}
              onChange={(event) => set({ phone: event.target.value })}
            />
          </Field>
        )}
        <Field id={`${id}-details`} label={t('parish.requests.fields.details')}>
          <textarea
            id={`${id}-details`}
            className="form-control"
            rows={3}
            maxLength={2000}
            value={values.details}
            onChange={(event) => set({ details: event.target.value })}
          />
        </Field>
        <div className="d-flex gap-2">
          <SpinnerButton type="submit" busy={create.isPending}>
            {t('parish.requests.send')}
          </SpinnerButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('parish.requests.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}

function StatusBadge({ request }: { request: Pick<ParishRequest, 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className={`badge parish-status parish-status-${request.status}`}>
      {t(`parish.requests.statuses.${request.status}`)}
    </span>
  );
}

/** What the request is about, in one line. */
function summary(request: ParishRequest): string {
  const parts = [
    request.person,
    request.intention,
    request.date_wished && dayLabel(request.date_wished),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** 'Mes demandes', or for the page's admins 'Demandes reçues'. */
export function RequestList({
  groupId,
  onOpen,
}: {
  groupId: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(requestsQueryOptions(groupId));
  if (list.isPending || list.isError) {
    return (
      <LoadingCard
        failed={list.isError}
        loadingText={t('parish.requests.loading')}
        errorText={t('parish.requests.error')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const admin = list.data.is_admin;
  return (
    <section className="card mb-3" aria-labelledby="parish-requests-title">
      <div className="card-body">
        <h2 id="parish-requests-title" className="h5 fw-bold mb-3">
          {t(admin ? 'parish.requests.received' : 'parish.requests.mine')}
        </h2>
        {list.data.results.length === 0 ? (
          <p className="text-body-secondary mb-0">
            {t(admin ? 'parish.requests.emptyReceived' : 'parish.requests.empty')}
          </p>
        ) : (
          <ul className="list-unstyled mb-0 parish-requests">
            {list.data.results.map((request) => (
              <li key={request.id} className="parish-request-row">
                <div className="flex-grow-1 parish-request-text">
                  <div className="fw-semibold">
                    {t(`parish.requests.kinds.${request.kind}`)} <StatusBadge request={request} />
                  </div>
                  <div className="small text-body-secondary text-truncate">{summary(request)}</div>
                  <div className="small text-body-secondary">
                    {admin && request.requester
                      ? `${t('parish.requests.by', { name: fullName(request.requester) })} · `
                      : ''}
                    {t('parish.requests.on', { date: formatDay(request.created_at) })}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary flex-shrink-0"
                  aria-label={`${t('parish.requests.open')} : ${t(`parish.requests.kinds.${request.kind}`)} ${summary(request)}`}
                  onClick={() => onOpen(request.id)}
                >
                  {t('parish.requests.open')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A request's page: its fields, its status (changed by the admins) and its messages. */
export function RequestDetail({
  groupId,
  requestId,
  onBack,
}: {
  groupId: string;
  requestId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(requestQueryOptions(groupId, requestId));
  const list = useQuery(requestsQueryOptions(groupId));
  const write = useRequestWrite(groupId, requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = query.data;
  if (!request) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('parish.requests.loading')}
        errorText={query.isError ? parishError(query.error) : t('parish.requests.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const admin = list.data?.is_admin ?? false;
  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    write.message.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(parishError(failure)),
    });
  };
  const rows: [string, string][] = [
    [
      t('parish.requests.fields.date_wished'),
      request.date_wished ? dayLabel(request.date_wished) : '',
    ],
    [t('parish.requests.fields.intention'), request.intention],
    [t('parish.requests.fields.place'), request.place],
    [t('parish.requests.fields.phone'), request.phone],
    [t('parish.requests.fields.details'), request.details],
  ];
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <button type="button" className="btn btn-link px-0 mb-2" onClick={onBack}>
          {t('parish.requests.back')}
        </button>
        <h2 id={`${id}-title`} className="h5 fw-bold">
          {t(`parish.requests.kinds.${request.kind}`)}
          {request.person && ` — ${request.person}`} <StatusBadge request={request} />
        </h2>
        <p className="small text-body-secondary">
          {request.requester &&
            `${t('parish.requests.by', { name: fullName(request.requester) })} · `}
          {t('parish.requests.on', { date: formatDay(request.created_at) })}
        </p>
        <dl className="parish-fields">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="parish-hours">{value}</dd>
              </div>
            ))}
          {request.kind === 'intention' && (
            <div>
              <dt>{t('parish.requests.paid')}</dt>
              <dd>
                {t(request.offering_paid_outside ? 'parish.requests.yes' : 'parish.requests.no')}
              </dd>
            </div>
          )}
        </dl>
        {admin && (
          <div className="mb-3">
            <label htmlFor={`${id}-status`} className="form-label fw-medium">
              {t('parish.requests.changeStatus')}
            </label>
            <select
              id={`${id}-status`}
              className="form-select parish-status-select"
              value={request.status}
              disabled={write.status.isPending}
              onChange={(event) =>
                write.status.mutate(event.target.value as ParishRequest['status'], {
                  onSuccess: () => void notify(t('parish.requests.statusChanged'), 'success'),
                  onError: (failure) => setError(parishError(failure)),
                })
              }
            >
              {PARISH_REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`parish.requests.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <h3 className="h6 fw-bold">{t('parish.requests.messages')}</h3>
        {request.messages.length === 0 ? (
          <p className="text-body-secondary small">{t('parish.requests.noMessages')}</p>
        ) : (
          <ol className="list-unstyled parish-messages">
            {request.messages.map((message) => (
              <li key={message.id} className="parish-message">
                <div className="small fw-semibold">
                  {message.author ? fullName(message.author) : ''}{' '}
                  <span className="fw-normal text-body-secondary">
                    {formatDay(message.created_at)}
                  </span>
                </div>
                <div className="parish-hours">{message.body}</div>
              </li>
            ))}
          </ol>
        )}
        {error && <FormAlert variant="danger">{error}</FormAlert>}
        <form onSubmit={send} noValidate>
          <label htmlFor={`${id}-message`} className="form-label fw-medium">
            {t('parish.requests.message')}
          </label>
          <textarea
            id={`${id}-message`}
            className="form-control mb-2"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <SpinnerButton type="submit" busy={write.message.isPending} disabled={!text.trim()}>
            {t('parish.requests.sendMessage')}
          </SpinnerButton>
        </form>
      </div>
    </section>
  );
}
