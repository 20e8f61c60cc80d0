import type { Event, EventAnswer } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import {
  biDashLg,
  biHourglassSplit,
  biPersonCheck,
  biPlusLg,
  biStar,
  biXCircle,
} from '@/shared/ui/icons-events.generated';
import { counted } from '@/shared/i18n/plural';
import { isFull, rsvpStateText } from './event-texts';
import { useRsvp } from './events.mutations';
import '@/features/events/events.texts';

const ANSWERS: { answer: EventAnswer; icon: string }[] = [
  { answer: 'going', icon: biPersonCheck },
  { answer: 'interested', icon: biStar },
  { answer: 'declined', icon: biXCircle },
];

/** 'Je participe' stays pressed while the member waits for a seat or for the organisers. */
function pressed(event: Event, answer: EventAnswer): boolean {
  if (answer === 'going') return ['going', 'waiting', 'pending'].includes(event.my_answer ?? '');
  return event.my_answer === answer;
}

const asksToGo = (event: Event) => pressed(event, 'going');

/** − 1 + : how many people come with the member (0 to the event's `max_guests`). */
function GuestsStepper({
  value,
  max,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
      <span id={`${id}-label`} className="fw-medium">
        {t('events.rsvp.guests')}
      </span>
      <div className="event-stepper" role="group" aria-labelledby={`${id}-label`}>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('events.rsvp.fewer')}
          disabled={disabled || value <= 0}
          onClick={() => onChange(value - 1)}
        >
          <Icon svg={biDashLg} />
        </button>
        <output className="event-stepper-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('events.rsvp.more')}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Icon svg={biPlusLg} />
        </button>
      </div>
      <span className="small text-body-secondary">{counted(max, 'events.rsvp.guestsHint')}</span>
    </div>
  );
}

/**
 * The member's answer: 'Je participe', 'Intéressé(e)', 'Je ne participe pas', the
 * guests they bring where the event allows some, and where they stand (the rank on the
 * waiting list, the organisers' approval to wait for).
 */
export function EventRsvp({ event }: { event: Event }) {
  const { t } = useTranslation();
  const id = useId();
  const rsvp = useRsvp(event.id);
  const [guests, setGuests] = useState(asksToGo(event) ? event.my_guests : 0);
  const state = rsvpStateText(event);

  const answer = (value: EventAnswer, withGuests = guests) => {
    if (value !== 'going' && event.my_answer === value) return;
    rsvp.mutate({ answer: value, guests: value === 'going' ? withGuests : 0 });
  };
  const changeGuests = (value: number) => {
    setGuests(value);
    // Already counted in: the new number is sent at once (the seats change).
    if (asksToGo(event)) answer('going', value);
  };

  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6 fw-bold mb-2">
          {t('events.rsvp.label')}
        </h2>
        <div className="d-flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-title`}>
          {ANSWERS.map(({ answer: value, icon }) => {
            const on = pressed(event, value);
            return (
              <button
                key={value}
                type="button"
                className={`btn event-answer ${on ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={on}
                disabled={rsvp.isPending}
                onClick={() => answer(value)}
              >
                <Icon
                  svg={event.my_answer === 'waiting' && value === 'going' ? biHourglassSplit : icon}
                />
                {t(`events.rsvp.${value}`)}
              </button>
            );
          })}
        </div>
        {event.max_guests > 0 && (
          <GuestsStepper
            value={guests}
            max={event.max_guests}
            disabled={rsvp.isPending}
            onChange={changeGuests}
          />
        )}
        <div role="status" className="mt-3">
          {state && <p className={`mb-0 event-state is-${event.my_answer ?? 'none'}`}>{state}</p>}
          {event.my_answer === 'waiting' && (
            <p className="small text-body-secondary mb-0 mt-1">{t('events.rsvp.waitingHint')}</p>
          )}
          {!asksToGo(event) && isFull(event) && (
            <p className="small text-body-secondary mb-0 mt-1">{t('events.rsvp.full')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
