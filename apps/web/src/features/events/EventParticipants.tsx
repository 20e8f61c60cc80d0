import type { Event, EventParticipant, EventStanding } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { PeopleList } from '@/shared/people/PeopleList';
import { PersonRow } from '@/shared/people/PersonRow';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biDownload } from '@/shared/ui/icons-events.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { downloadFile, fileSlug } from './download-file';
import { counted } from '@/shared/i18n/plural';
import { useParticipantAction } from './events.mutations';
import { eventUrl, participantsQueryOptions } from './events.queries';
import '@/features/events/events.texts';

/** The lists organisers see, in this order; other members see 'going' only. */
const ORGANISER_LISTS: readonly EventStanding[] = [
  'going',
  'waiting',
  'pending',
  'interested',
  'invited',
  'declined',
];

function ParticipantRow({
  participant,
  meId,
  event,
}: {
  participant: EventParticipant;
  meId: string | undefined;
  event: Event;
}) {
  const { t } = useTranslation();
  const act = useParticipantAction(event.id);
  const name = firstAndLastName(participant.user);
  const me = participant.user.id === meId;
  const notes = [
    participant.guests > 0 ? counted(participant.guests, 'events.participants.guests') : null,
    participant.answer === 'waiting' && participant.waiting_rank
      ? participant.waiting_rank === 1
        ? t('events.participants.rankFirst')
        : t('events.participants.rank', { rank: participant.waiting_rank })
      : null,
  ].filter(Boolean);
  return (
    <PersonRow
      name={name}
      picture={participant.user.profile_picture}
      to={me ? ownProfilePath() : memberProfilePath(participant.user.id)}
      avatarSize={40}
      actions={
        event.is_organiser &&
        participant.answer === 'pending' && (
          <>
            <SpinnerButton
              className="btn btn-sm btn-primary"
              busy={act.isPending && act.variables.action === 'approve'}
              disabled={act.isPending}
              aria-label={t('events.participants.approveLabel', { name })}
              onClick={() => act.mutate({ userId: participant.user.id, action: 'approve' })}
            >
              {t('events.participants.approve')}
            </SpinnerButton>
            <SpinnerButton
              className="btn btn-sm btn-outline-secondary"
              busy={act.isPending && act.variables.action === 'refuse'}
              disabled={act.isPending}
              aria-label={t('events.participants.refuseLabel', { name })}
              onClick={() => act.mutate({ userId: participant.user.id, action: 'refuse' })}
            >
              {t('events.participants.refuse')}
            </SpinnerButton>
          </>
        )
      }
    >
      {me && <span className="small text-body-secondary"> ({t('events.participants.you')})</span>}
      {notes.length > 0 && (
        <span className="d-block small text-body-secondary">{notes.join(' · ')}</span>
      )}
    </PersonRow>
  );
}

/** 'Exporter (CSV)': the organisers' list of every answer, as a spreadsheet file. */
function ExportButton({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(
        `${eventUrl(event.id)}participants.csv`,
        `${fileSlug(event.title)}-participants.csv`,
      );
    } catch (error) {
      void notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SpinnerButton
      className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-2"
      busy={busy}
      disabled={busy}
      onClick={() => void run()}
    >
      {!busy && <Icon svg={biDownload} size={14} />}
      {t('events.participants.export')}
    </SpinnerButton>
  );
}

/**
 * 'Participants': who goes, for everyone who sees the event; for organisers the
 * other answers too (waiting list, answers to confirm with 'Accepter' and 'Refuser',
 * interested, invited, declined) and the CSV export.
 */
export function EventParticipants({ event, meId }: { event: Event; meId: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const lists = event.is_organiser ? ORGANISER_LISTS : (['going'] as const);
  const [current, setCurrent] = useState<EventStanding>('going');
  const query = useInfiniteQuery(participantsQueryOptions(event.id, current));
  const people = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`} aria-busy={query.isPending}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={`${id}-title`} className="h6 fw-bold mb-0">
            {t('events.participants.title')}
          </h2>
          {event.is_organiser && <ExportButton event={event} />}
        </div>
        {lists.length > 1 && (
          <div
            className="event-chips event-chips-sm mb-2"
            role="group"
            aria-label={t('events.participants.tabs')}
          >
            {lists.map((answer) => (
              <button
                key={answer}
                type="button"
                className="event-chip"
                aria-pressed={answer === current}
                onClick={() => setCurrent(answer)}
              >
                {t(`events.participants.${answer}`)}
              </button>
            ))}
          </div>
        )}
        <PeopleList
          pages={query}
          people={people}
          error={
            query.isError && (
              <p role="alert" className="text-danger-emphasis mb-0">
                {query.error instanceof ApiError
                  ? query.error.message
                  : t('events.participants.error')}
              </p>
            )
          }
          empty={t(`events.participants.empty.${current}`)}
          renderRow={(participant) => (
            <ParticipantRow
              key={participant.user.id}
              participant={participant}
              meId={meId}
              event={event}
            />
          )}
        />
      </div>
    </section>
  );
}
