import type { CreateEventBody } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { EventForm } from './EventForm';
import { changedFields, startingValues, toBody } from './event-form-values';
import { eventPath } from './event-paths';
import { useCreateEvent, useUpdateEvent } from './events.mutations';
import { eventQueryOptions } from './events.queries';
import '@/features/events/events.texts';
import './events.css';

/** A card around the form, with its title. */
function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="event-form-title">
      <div className="card-body p-3 p-md-4">
        <h1 id="event-form-title" className="h4 fw-bold mb-1">
          {title}
        </h1>
        <p className="small text-body-secondary mb-4">{t('events.form.intro')}</p>
        {children}
      </div>
    </section>
  );
}

function CreateEvent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent();
  useDocumentTitle(t('events.form.createTitle'));
  return (
    <FormCard title={t('events.form.createTitle')}>
      <EventForm
        submitLabel={t('events.form.create')}
        onSubmit={async (body) => {
          const event = await create.mutateAsync(body);
          void notify(t('events.form.created', { title: event.title }), 'success');
          await navigate(eventPath(event.id));
        }}
        secondary={
          <Link to="/feed/events" className="btn btn-outline-secondary">
            {t('common.cancel')}
          </Link>
        }
      />
    </FormCard>
  );
}

function EditEvent({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(eventQueryOptions(eventId));
  const update = useUpdateEvent(eventId);
  const meId = getUserId() ?? undefined;
  useDocumentTitle(t('events.form.editTitle'));
  const event = query.data;

  if (query.error instanceof ApiError && query.error.status === 404) {
    return <NotFoundCard home={HOME_PATH} />;
  }
  if (!event) {
    return (
      <div className="card" role="status">
        <div className="card-body text-center py-5">
          {query.isError ? t('events.page.error') : t('events.page.loading')}
        </div>
      </div>
    );
  }
  if (!event.is_organiser || event.status === 'cancelled') {
    return (
      <div className="card">
        <div className="card-body text-center py-5">
          <p role="alert">
            {event.status === 'cancelled'
              ? t('events.form.cancelledNoEdit')
              : t('events.form.notOrganiser')}
          </p>
          <Link to={eventPath(event.id)} className="btn btn-outline-primary">
            {event.title}
          </Link>
        </div>
      </div>
    );
  }
  const before = toBody(startingValues(event, meId));
  return (
    <FormCard title={t('events.form.editTitle')}>
      <EventForm
        key={event.id}
        event={event}
        meId={meId}
        submitLabel={t('events.form.save')}
        onSubmit={async (body: CreateEventBody) => {
          const changed = changedFields(before, body);
          if (Object.keys(changed).length > 0) {
            await update.mutateAsync(changed);
            void notify(t('events.form.saved'), 'success');
          }
          await navigate(eventPath(event.id));
        }}
        secondary={
          <Link to={eventPath(event.id)} className="btn btn-outline-secondary">
            {t('common.cancel')}
          </Link>
        }
      />
    </FormCard>
  );
}

/** /event: the form that creates an event; /event?id= edits one (organisers). */
export function EventFormPage() {
  const [params] = useSearchParams();
  const eventId = params.get('id');
  return eventId ? <EditEvent key={eventId} eventId={eventId} /> : <CreateEvent />;
}
