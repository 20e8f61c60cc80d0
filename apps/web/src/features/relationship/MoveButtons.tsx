import type { MemberSummary } from '@koinonia/contracts';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { MessageButton } from '@/features/messaging/messaging.ui';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import type { RelationMove } from './relation-moves';
import { useRelationMove } from './relationship.queries';
import '@/features/relationship/relation.texts';

const STYLE: Record<RelationMove, string> = {
  invite: 'btn btn-primary',
  accept: 'btn btn-primary',
  decline: 'btn btn-outline-secondary',
  cancel: 'btn btn-outline-secondary',
  remove: 'btn btn-outline-secondary',
  block: 'btn btn-outline-danger',
  unblock: 'btn btn-outline-primary',
};

/**
 * The buttons of one member row: each move with the relation table's label;
 * all wait while one runs. An invitation just sent shows as sent.
 */
export function MoveButtons({
  member,
  moves,
  message = false,
}: {
  member: MemberSummary;
  moves: RelationMove[];
  message?: boolean;
}) {
  const { t } = useTranslation();
  const { run, running, busy, done } = useRelationMove();
  const name = fullName(member);
  if (done === 'invite') {
    return (
      <span className="small text-body-secondary align-self-center">
        {t('relation.toasts.invite')}
      </span>
    );
  }
  return (
    <>
      {message && <MessageButton partner={member} />}
      {moves.map((move) => (
        <SpinnerButton
          key={move}
          className={STYLE[move]}
          busy={running === move}
          disabled={busy}
          aria-label={t('relation.rowLabel', { action: t(`relation.${move}`), name })}
          onClick={() => run(member.id, move)}
        >
          {t(`relation.${move}`)}
        </SpinnerButton>
      ))}
    </>
  );
}
