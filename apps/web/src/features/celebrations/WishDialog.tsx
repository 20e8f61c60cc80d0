import { type Celebration, WISH_MAX_LENGTH, WISH_SUGGESTIONS } from '@koinonia/contracts';
import { type FormEvent, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useProfile } from '@/features/users/users.public';
import { errorMessage } from '@/shared/api/api-error';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useSendWish } from './celebrations.queries';
import '@/features/celebrations/celebrations.texts';

/**
 * 'Souhaiter': a short wish to a member for today's occasion. To a friend it is a message of
 * the text chosen among the suggestions and edited here; to anyone else, a notification with
 * a fixed sentence, which the dialog shows (no text: messages are for friends). The dialog is
 * react-bootstrap's: labelled by its title, focus kept inside, Escape closes it.
 */
export function WishDialog({
  celebration,
  show,
  onClose,
}: {
  celebration: Celebration;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data: me } = useProfile();
  const suggestions = WISH_SUGGESTIONS[celebration.occasion];
  const [text, setText] = useState(celebration.placeholder);
  const [error, setError] = useState<string | null>(null);
  const send = useSendWish(celebration);
  const name = firstAndLastName(celebration.user);
  const friend = celebration.is_friend;
  // Enter sends the wish, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  const box = useAutoGrow(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (friend && text.trim() === '') {
      setError(t('celebrations.dialog.empty'));
      return;
    }
    setError(null);
    send.mutate(text.trim(), {
      onSuccess: onClose,
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <AppModal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('celebrations.dialog.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t(`celebrations.dialog.${celebration.occasion}`, {
              name: celebration.user.first_name,
            })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {friend ? (
            <>
              <p className="text-body-secondary">{t('celebrations.dialog.asMessage')}</p>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('celebrations.dialog.suggestions')}</legend>
                <div className="d-flex flex-wrap gap-2">
                  {suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className={`btn btn-sm wish-suggestion ${text === suggestion ? 'btn-primary' : 'btn-outline-primary'}`}
                      aria-pressed={text === suggestion}
                      onClick={() => setText(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              </fieldset>
              <label htmlFor={`${id}-text`} className="form-label">
                {t('celebrations.dialog.text')}
              </label>
              <textarea
                ref={box}
                id={`${id}-text`}
                className="form-control"
                rows={3}
                maxLength={WISH_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
              />
              <p id={`${id}-count`} className="form-text text-end mb-0">
                {t('celebrations.dialog.count', { count: text.length, max: WISH_MAX_LENGTH })}
              </p>
            </>
          ) : (
            <>
              <p>{t('celebrations.dialog.asNotification', { name })}</p>
              <figure className="wish-preview mb-0">
                <figcaption className="visually-hidden">
                  {t('celebrations.dialog.preview')}
                </figcaption>
                <p className="mb-0">
                  {t(`celebrations.sentence.${celebration.occasion}`, {
                    name: me ? firstAndLastName(me) : '',
                  })}
                </p>
              </figure>
            </>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('celebrations.dialog.cancel')}
          </button>
          <SpinnerButton type="submit" className="btn btn-primary" busy={send.isPending}>
            {t('celebrations.dialog.send')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </AppModal>
  );
}
