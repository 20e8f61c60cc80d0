import type { RotaSlot } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import {
  candidatesOptions,
  groupServicesOptions,
  uncoveredOptions,
  useAssign,
  useCall,
  useCreateService,
  useOpenSlot,
} from './rotas.queries';
import { SlotCard, slotDay } from './SlotCard';
import '@/features/rotas/rotas.texts';
import './rotas.css';

/** A leader's tools on a slot: open it to volunteers, or ask a member (the candidates). */
function LeaderTools({ slot }: { slot: RotaSlot }) {
  const { t } = useTranslation();
  const open = useOpenSlot();
  const assign = useAssign(t('rotas.assigned'));
  const [choosing, setChoosing] = useState(false);
  const [userId, setUserId] = useState('');
  const candidates = useQuery({ ...candidatesOptions(slot.id), enabled: choosing });
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={open.isPending}
        onClick={() => open.mutate({ slotId: slot.id, open: !slot.open })}
      >
        {t(slot.open ? 'rotas.closeAction' : 'rotas.openAction')}
      </button>
      {slot.filled < slot.places &&
        (choosing ? (
          <form
            className="d-flex gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              if (userId)
                assign.mutate({ slotId: slot.id, userId }, { onSuccess: () => setChoosing(false) });
            }}
          >
            <label className="visually-hidden" htmlFor={id}>
              {t('rotas.assignLabel', { date: slotDay(slot.date) })}
            </label>
            <select
              id={id}
              className="form-select form-select-sm"
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
            >
              <option value="">{t('rotas.assign')}…</option>
              {candidates.data?.results.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.first_name} {m.last_name}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={!userId || assign.isPending}
            >
              {t('rotas.assignSend')}
            </button>
          </form>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setChoosing(true)}
          >
            {t('rotas.assign')}
          </button>
        ))}
    </>
  );
}

/** The leaders' form: a weekly service with the places it needs. */
function ServiceForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const create = useCreateService(groupId, t('rotas.created'));
  const [name, setName] = useState('');
  const [places, setPlaces] = useState('2');
  const [weekday, setWeekday] = useState('7');
  const [time, setTime] = useState('11:00');
  const id = useId();
  return (
    <form
      className="row g-2 align-items-end"
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name, places: Number(places), weekday: Number(weekday), time },
          { onSuccess: () => setName('') },
        );
      }}
    >
      <h3 id={id} className="h6 fw-bold col-12 mb-0">
        {t('rotas.create')}
      </h3>
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor={`${id}-name`}>
          {t('rotas.name')}
        </label>
        <input
          id={`${id}-name`}
          className="form-control"
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="col-4 col-md-2">
        <label className="form-label" htmlFor={`${id}-places`}>
          {t('rotas.placesLabel')}
        </label>
        <input
          id={`${id}-places`}
          type="number"
          min={1}
          max={30}
          className="form-control"
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
        />
      </div>
      <div className="col-4 col-md-3">
        <label className="form-label" htmlFor={`${id}-day`}>
          {t('rotas.weekday')}
        </label>
        <select
          id={`${id}-day`}
          className="form-select"
          value={weekday}
          onChange={(e) => setWeekday(e.target.value)}
        >
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <option key={day} value={day}>
              {t(`rotas.weekdays.${day}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-4 col-md-2">
        <label className="form-label" htmlFor={`${id}-time`}>
          {t('rotas.time')}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          className="form-control"
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      </div>
      <div className="col-12 col-md-1 d-grid">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('rotas.save')}
        </button>
      </div>
    </form>
  );
}

/** The leaders' view of the next four weeks' uncovered slots, and their one message. */
function Uncovered({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useQuery(uncoveredOptions(groupId));
  const call = useCall(groupId, (count) => t('rotas.messageSent', { count: String(count) }));
  const [text, setText] = useState('');
  const id = useId();
  const slots = query.data?.results ?? [];
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 fw-bold">
          {t('rotas.uncovered')}
        </h2>
        {slots.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('rotas.allCovered')}</p>
        ) : (
          <>
            <ul className="list-unstyled">
              {slots.map((slot) => (
                <li key={slot.id}>
                  <span className="fw-semibold">{slot.service.name}</span>, {slotDay(slot.date)} —{' '}
                  {t(slot.places === 1 ? 'rotas.placeOne' : 'rotas.places', {
                    filled: String(slot.accepted),
                    places: String(slot.places),
                  })}
                </li>
              ))}
            </ul>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                call.mutate(text, { onSuccess: () => setText('') });
              }}
            >
              <label className="form-label" htmlFor={`${id}-message`}>
                {t('rotas.message')}
              </label>
              <textarea
                id={`${id}-message`}
                className="form-control mb-2"
                rows={2}
                required
                maxLength={1000}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <button type="submit" className="btn btn-primary" disabled={call.isPending}>
                {t('rotas.messageSend')}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The 'Services' tab of a group or a page (docs/adr/0028-volunteer-rotas.md): its services and
 * their slots of the coming weeks, each member's answers; for its leaders, the uncovered view,
 * the new service's form, and on each slot 'Ouvrir aux volontaires' and 'Proposer à'.
 */
export function ServicesTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useQuery(groupServicesOptions(groupId));
  const id = useId();
  if (!query.data) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('rotas.loading')}
        errorText={t('rotas.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { leader, results } = query.data;
  return (
    <>
      {leader && <Uncovered groupId={groupId} />}
      <section className="card mb-3" aria-labelledby={id}>
        <div className="card-body">
          <h2 id={id} className="h5 fw-bold">
            {t('rotas.services')}
          </h2>
          {results.length === 0 && <p className="text-body-secondary">{t('rotas.none')}</p>}
          {results.map((service) => (
            <div key={service.id} className="mb-3">
              <h3 className="h6 fw-bold mb-1">{service.name}</h3>
              {service.description && (
                <p className="small text-body-secondary mb-1">{service.description}</p>
              )}
              {service.slots.length === 0 ? (
                <p className="small text-body-secondary">{t('rotas.noSlot')}</p>
              ) : (
                <ul className="list-group list-group-flush">
                  {service.slots.slice(0, 4).map((slot) => (
                    <SlotCard key={slot.id} slot={slot}>
                      {leader && <LeaderTools slot={slot} />}
                    </SlotCard>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {leader && <ServiceForm groupId={groupId} />}
        </div>
      </section>
    </>
  );
}
