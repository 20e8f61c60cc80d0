import type { RotaSlot } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { useAnswer, useReplacement } from './rotas.queries';
import '@/features/rotas/rotas.texts';

const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'dimanche 6 décembre' of a slot's day ('AAAA-MM-JJ'). */
export const slotDay = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

/**
 * One slot: its service, day and hour, its places, who holds them, the member's standing, and
 * their actions (accept, decline, take the place, ask for a replacement).
 */
export function SlotCard({
  slot,
  showGroup = false,
  children,
}: {
  slot: RotaSlot;
  showGroup?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const answer = useAnswer(t('rotas.answered'));
  const replacement = useReplacement(t('rotas.replacementAsked'));
  const busy = answer.isPending || replacement.isPending;
  const titleId = `slot-${slot.id}`;
  return (
    <li className="list-group-item rota-slot" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <h3 id={titleId} className="h6 fw-bold mb-1">
            {slot.service.name}
            {showGroup && (
              <span className="text-body-secondary fw-normal"> · {slot.group.name}</span>
            )}
          </h3>
          <p className="mb-1 text-capitalize-first">
            {slotDay(slot.date)}, {slot.time.replace(':', ' h ')}
          </p>
          <p className="mb-1 small text-body-secondary">
            {t(slot.places === 1 ? 'rotas.placeOne' : 'rotas.places', {
              filled: String(slot.accepted),
              places: String(slot.places),
            })}
            {slot.open && <> · {t('rotas.open')}</>}
          </p>
          {slot.assignees.length > 0 && (
            <ul className="list-unstyled small mb-1">
              {slot.assignees.map((a) => (
                <li key={a.member.id}>
                  {a.member.first_name} {a.member.last_name} —{' '}
                  <span className="rota-status">{t(`rotas.status.${a.status}`)}</span>
                </li>
              ))}
            </ul>
          )}
          {slot.my_status && (
            <p className="mb-0 small fw-semibold">{t(`rotas.status.${slot.my_status}`)}</p>
          )}
        </div>
        <div className="d-flex flex-wrap align-items-start gap-2">
          {slot.my_status === 'asked' && (
            <>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => answer.mutate({ slotId: slot.id, answer: 'accept' })}
              >
                {t('rotas.accept')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={busy}
                onClick={() => answer.mutate({ slotId: slot.id, answer: 'decline' })}
              >
                {t('rotas.decline')}
              </button>
            </>
          )}
          {slot.can_take && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => answer.mutate({ slotId: slot.id, answer: 'accept' })}
            >
              {t('rotas.take')}
            </button>
          )}
          {slot.my_status === 'accepted' && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={busy}
              onClick={() => replacement.mutate(slot.id)}
            >
              {t('rotas.replacement')}
            </button>
          )}
          {children}
        </div>
      </div>
    </li>
  );
}
