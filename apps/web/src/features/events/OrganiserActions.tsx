import { cancelEventBodySchema, type Event } from '@koinonia/contracts';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { AppModal } from '@/shared/ui/AppModal';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Icon } from '@/shared/ui/Icon';
import { biPencilSquare, biTrash, biXOctagon } from '@/shared/ui/icons-events.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { eventFormPath } from './event-paths';
import { useCancelEvent, useDeleteEvent } from './events.mutations';
import '@/features/events/events.texts';

/** 'Annuler l'événement': the message every participant receives is asked first. */
function CancelEventModal({
  event,
  show,
  onClose,
}: {
  event: Event;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useCancelEvent(event.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const checked = cancelEventBodySchema.safeParse({ message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    cancel.mutate(checked.data.message, {
      onSuccess: () => {
        onClose();
        void notify(t('events.organiser.cancelled'), 'success');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <AppModal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t('events.organiser.cancelTitle', { title: event.title })}
        </Modal.Title>
      </Modal.Header>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          submit();
        }}
      >
        <Modal.Body>
          <p>{t('events.organiser.cancelText')}</p>
          <label htmlFor={`${id}-message`} className="form-label fw-medium">
            {t('events.organiser.cancelMessage')}
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={1000}
            className={`form-control${error ? ' is-invalid' : ''}`}
            placeholder={t('events.organiser.cancelPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={message}
            onChange={(changed) => setMessage(changed.target.value)}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('events.organiser.cancelKeep')}
          </button>
          <SpinnerButton
            type="submit"
            className="btn btn-danger"
            busy={cancel.isPending}
            disabled={cancel.isPending}
          >
            {t('events.organiser.cancelConfirm')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </AppModal>
  );
}

/** What organisers may do: 'Modifier', 'Annuler l'événement', and 'Supprimer'. */
export function OrganiserActions({ event }: { event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteEvent(event.id);
  const live = event.status !== 'cancelled';

  return (
    <>
      {live && (
        <Link
          to={eventFormPath(event.id)}
          className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
        >
          <Icon svg={biPencilSquare} />
          {t('events.organiser.edit')}
        </Link>
      )}
      {live && event.status === 'confirmed' && (
        <button
          type="button"
          className="btn btn-outline-danger d-inline-flex align-items-center gap-2"
          onClick={() => setCancelling(true)}
        >
          <Icon svg={biXOctagon} />
          {t('events.organiser.cancel')}
        </button>
      )}
      <SpinnerButton
        className="btn btn-outline-secondary d-inline-flex align-items-center gap-2"
        busy={remove.isPending}
        disabled={remove.isPending}
        onClick={() => setDeleting(true)}
      >
        {!remove.isPending && <Icon svg={biTrash} />}
        {t('events.organiser.delete')}
      </SpinnerButton>
      {cancelling && (
        <CancelEventModal event={event} show={cancelling} onClose={() => setCancelling(false)} />
      )}
      <ConfirmModal
        show={deleting}
        title={t('events.organiser.deleteTitle', { title: event.title })}
        text={t('events.organiser.deleteText')}
        confirmLabel={t('events.organiser.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              void notify(t('events.organiser.deleted'), 'success');
              void navigate('/feed/events?tab=mine', { replace: true });
            },
          });
        }}
      />
    </>
  );
}
