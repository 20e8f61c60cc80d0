import { GROUP_REQUEST_MESSAGE_MAX_LENGTH } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/groups/groups.texts';

interface JoinRequestModalProps {
  name: string;
  show: boolean;
  busy: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
}

/** 'Demander à rejoindre': a request may say a word to the moderators (optional). */
export function JoinRequestModal({ name, show, busy, onSend, onClose }: JoinRequestModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  // Enter sends the request, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  const box = useAutoGrow(message);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSend(message.trim());
  }

  return (
    <AppModal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('groups.joinDialog.title', { name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id={`${id}-text`} className="text-body-secondary">
            {t('groups.joinDialog.text')}
          </p>
          <label htmlFor={`${id}-message`} className="form-label fw-medium">
            {t('groups.joinDialog.message')}
          </label>
          <textarea
            ref={box}
            id={`${id}-message`}
            className="form-control"
            rows={3}
            maxLength={GROUP_REQUEST_MESSAGE_MAX_LENGTH}
            placeholder={t('groups.joinDialog.placeholder')}
            aria-describedby={`${id}-text`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SpinnerButton type="submit" busy={busy} disabled={busy}>
            {t('groups.joinDialog.send')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </AppModal>
  );
}
