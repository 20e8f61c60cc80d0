import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { ParishEditor, ProfileForm } from './ParishEditor';
import { RequestDetail, RequestForm, RequestList } from './ParishRequests';
import { OfficeCard, ScheduleCard } from './ParishSchedule';
import { scheduleQueryOptions } from './parish.queries';
import '@/features/parish/parish.texts';
import './parish.css';

/** The weeks shown first, and how many more 'Voir les semaines suivantes' adds (12 at most). */
const SHOWN_WEEKS = 2;
const MORE_WEEKS = 4;
const MAX_WEEKS = 12;
const keep = <T,>(previous: T | undefined) => previous;

/**
 * The 'Paroisse' tab of a parish page (docs/adr/0026-parish-page.md): 'Horaires des messes' of
 * the coming weeks, the office's details and giving link, 'Faire une demande', the member's
 * requests ('Mes demandes') or for the page's admins the requests to answer ('Demandes
 * reçues'), a request's page (`?request=`), and the admins' editor. A page not declared yet
 * shows its admins the profile's form.
 */
export function ParishTab({ groupId, admin }: { groupId: string; admin: boolean }) {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState(SHOWN_WEEKS);
  const query = useQuery({ ...scheduleQueryOptions(groupId, weeks), placeholderData: keep });
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const requestId = params.get('request');
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('request', id);
        else next.delete('request');
        return next;
      },
      { replace: false },
    );

  const undeclared = query.error instanceof ApiError && query.error.status === 404;
  if (undeclared) {
    return (
      <section className="card mb-3" aria-labelledby="parish-declare-title">
        <div className="card-body">
          <h2 id="parish-declare-title" className="h5 fw-bold">
            {t(admin ? 'parish.declare' : 'parish.tab')}
          </h2>
          <p className="text-body-secondary">
            {t(admin ? 'parish.declareIntro' : 'parish.notDeclared')}
          </p>
          {admin && (
            <ProfileForm groupId={groupId} profile={null} onSaved={() => void query.refetch()} />
          )}
        </div>
      </section>
    );
  }
  const schedule = query.data;
  if (!schedule) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('parish.loading')}
        errorText={t('parish.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="parish">
      <div className="parish-actions d-flex flex-wrap gap-2 mb-3">
        {!asking && !requestId && (
          <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
            {t('parish.requests.make')}
          </button>
        )}
        {schedule.is_admin && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {t(editing ? 'parish.editor.close' : 'parish.editor.open')}
          </button>
        )}
      </div>
      {editing && <ParishEditor schedule={schedule} />}
      {asking && <RequestForm groupId={groupId} onDone={() => setAsking(false)} />}
      {requestId ? (
        <RequestDetail groupId={groupId} requestId={requestId} onBack={() => open(null)} />
      ) : (
        <div className="parish-columns">
          <ScheduleCard
            schedule={schedule}
            weeks={weeks}
            onMore={
              weeks < MAX_WEEKS
                ? () => setWeeks(Math.min(MAX_WEEKS, weeks + MORE_WEEKS))
                : undefined
            }
            busy={query.isFetching}
          />
          <div>
            <OfficeCard schedule={schedule} />
            <RequestList groupId={groupId} onOpen={open} />
          </div>
        </div>
      )}
    </div>
  );
}
