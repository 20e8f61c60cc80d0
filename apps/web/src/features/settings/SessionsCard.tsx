import type { Session } from '@koinonia/contracts';
import { errorMessage } from '@/shared/api/api-error';
import { formatDay } from '@/shared/format/french-date';
import { relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { SettingsCard } from './SettingsPage';
import { useEndSession, useSignOutOthers } from './settings.mutations';
import { useSessions } from './settings.queries';
import '@/features/settings/settings.texts';

/** The signed-in devices: 'Déconnecter' each, or every other one at once. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOthers = useSignOutOthers();
  const others = sessions.data?.results.filter((session) => !session.current) ?? [];

  const handleEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => void notify(t('settings.account.sessions.othersSignedOut'), 'success'),
      onError: (error) => void notify(errorMessage(error), 'error'),
    });

  return (
    <SettingsCard id="account-sessions" title={t('settings.account.sessions.title')}>
      <p className="text-body-secondary small">{t('settings.account.sessions.intro')}</p>
      {sessions.isPending && (
        <div className="placeholder-glow" role="status">
          <span className="visually-hidden">{t('settings.loading')}</span>
          <span className="placeholder col-8 d-block mb-2" />
          <span className="placeholder col-6 d-block" />
        </div>
      )}
      {sessions.isError && (
        <RetryAlert
          text={t('settings.account.sessions.loadError')}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {sessions.data && (
        <>
          <ul className="list-group mb-3">
            {sessions.data.results.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="small text-body-secondary mb-0">
              {t('settings.account.sessions.onlyThis')}
            </p>
          ) : (
            <SpinnerButton
              className="btn btn-outline-danger"
              busy={endOthers.isPending}
              disabled={endOthers.isPending}
              onClick={handleEndOthers}
            >
              {t('settings.account.sessions.signOutOthers')}
            </SpinnerButton>
          )}
        </>
      )}
    </SettingsCard>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation();
  const end = useEndSession();
  const handleEnd = () =>
    end.mutate(session.id, {
      onSuccess: () =>
        void notify(
          t('settings.account.sessions.signedOut', { device: session.device }),
          'success',
        ),
      onError: (error) => void notify(errorMessage(error), 'error'),
    });
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3">
      <div className="me-auto min-w-0">
        <div className="fw-semibold">
          {session.device}
          {session.current && (
            <span className="badge text-bg-primary ms-2">
              {t('settings.account.sessions.current')}
            </span>
          )}
        </div>
        <div className="small text-body-secondary">
          {t('settings.account.sessions.lastUsed', { when: relativeTime(session.last_used_at) })}
          {' · '}
          {t('settings.account.sessions.since', { date: formatDay(session.created_at) })}
        </div>
      </div>
      {!session.current && (
        <SpinnerButton
          className="btn btn-sm btn-outline-secondary"
          busy={end.isPending}
          disabled={end.isPending}
          aria-label={t('settings.account.sessions.signOutLabel', { device: session.device })}
          onClick={handleEnd}
        >
          {t('settings.account.sessions.signOut')}
        </SpinnerButton>
      )}
    </li>
  );
}
