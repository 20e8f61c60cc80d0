import type { RotaSlot } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { PageHeader } from '@/shared/ui/PageHeader';
import { awayOptions, fetchFeed, mineOptions, useAddAway, useRemoveAway } from './rotas.queries';
import { SlotCard, slotDay } from './SlotCard';
import '@/features/rotas/rotas.texts';
import './rotas.css';

function SlotSection({ title, empty, slots }: { title: string; empty: string; slots: RotaSlot[] }) {
  const id = useId();
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 fw-bold">
          {title}
        </h2>
        {slots.length === 0 ? (
          <p className="text-body-secondary mb-0">{empty}</p>
        ) : (
          <ul className="list-group list-group-flush">
            {slots.map((slot) => (
              <SlotCard key={slot.id} slot={slot} showGroup />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** 'Mes absences': the periods when the member is away, added and removed. */
function AwayDates() {
  const { t } = useTranslation();
  const query = useQuery(awayOptions());
  const add = useAddAway();
  const remove = useRemoveAway();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const id = useId();
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 fw-bold">
          {t('rotas.away')}
        </h2>
        <p className="text-body-secondary">{t('rotas.awayIntro')}</p>
        <ul className="list-unstyled">
          {query.data?.results.map((away) => (
            <li key={away.id} className="d-flex align-items-center gap-2 mb-1">
              {t('rotas.awayItem', { from: slotDay(away.from), to: slotDay(away.to) })}
              <button
                type="button"
                className="btn btn-link btn-sm"
                aria-label={t('rotas.awayRemove', { from: away.from, to: away.to })}
                onClick={() => remove.mutate(away.id)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        <form
          className="d-flex flex-wrap align-items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ from, to: to || from }, { onSuccess: () => (setFrom(''), setTo('')) });
          }}
        >
          <div>
            <label className="form-label" htmlFor={`${id}-from`}>
              {t('rotas.awayFrom')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="form-control"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div>
            <label className="form-label" htmlFor={`${id}-to`}>
              {t('rotas.awayTo')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="form-control"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={add.isPending}>
            {t('rotas.awayAdd')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** The private ICS feed's address, asked for on demand. */
function CalendarLink() {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const id = useId();
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 fw-bold">
          {t('rotas.calendar')}
        </h2>
        <p className="mb-2">{t('rotas.calendarIntro')}</p>
        {url ? (
          <input className="form-control" readOnly value={url} aria-label={t('rotas.calendar')} />
        ) : (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => void fetchFeed().then((feed) => setUrl(feed.url))}
          >
            {t('rotas.calendarShow')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /services ('Mes services', docs/adr/0028-volunteer-rotas.md): the places awaiting the
 * member's answer, those accepted, those they may take, their away dates and calendar link.
 */
export function MyServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rotas.title'));
  const query = useQuery(mineOptions());
  return (
    <>
      <PageHeader title={t('rotas.title')} intro={t('rotas.intro')} actions={null} />
      {query.data ? (
        <>
          <SlotSection
            title={t('rotas.pending')}
            empty={t('rotas.nonePending')}
            slots={query.data.pending}
          />
          <SlotSection
            title={t('rotas.accepted')}
            empty={t('rotas.noneAccepted')}
            slots={query.data.accepted}
          />
          <SlotSection
            title={t('rotas.offered')}
            empty={t('rotas.noneOffered')}
            slots={query.data.offered}
          />
        </>
      ) : (
        <LoadingCard
          failed={query.isError}
          loadingText={t('rotas.loading')}
          errorText={t('rotas.error')}
          onRetry={() => void query.refetch()}
        />
      )}
      <AwayDates />
      <CalendarLink />
    </>
  );
}
