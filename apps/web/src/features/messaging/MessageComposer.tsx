import type { Message } from '@koinonia/contracts';
import { ACCEPTED_IMAGE_TYPES, MESSAGE_MAX_LENGTH } from '@koinonia/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { AUTO_GROW_MAX_PX, useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biImage, biSend } from '@/shared/ui/icons-realtime.generated';
import { biXLg } from '@/shared/ui/icons.generated';
import { useMessageSender } from './useMessageSender';
import { announceTyping, typingSent } from './typing';
import '@/features/messaging/messaging.texts';

/** The tallest the chat's one-row box grows (its window is about 520 px high). */
const CHAT_BOX_MAX_PX = 150;

interface MessageComposerProps {
  receiverId: string;
  onSent?: (message: Message) => void;
  /**
   * The 'Nouveau Message' toast writes in a textarea of three rows (spec §2); the chat in one row,
   * which grows with what is typed as the toast's does (UI.md).
   */
  multiline?: boolean;
  autoFocus?: boolean;
}

/**
 * The message input with its send button and image attach button. Sending
 * disables the button and shows a spinner; an empty message says 'Please
 * enter message' (spec §5) under the input.
 */
export function MessageComposer({
  receiverId,
  onSent,
  multiline = false,
  autoFocus = false,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  // The 'Nouveau Message' toast opens the conversation once sent: the message shows there.
  const { send, sending } = useMessageSender(receiverId, { opensConversation: multiline });
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Enter sends, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  // In the chat's small window the box stops at about six lines, leaving the messages room.
  const box = useAutoGrow(content, multiline ? AUTO_GROW_MAX_PX : CHAT_BOX_MAX_PX);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const text = content.trim();
    if (!text && !image) {
      setInvalid(true);
      return;
    }
    const message = await send({ content: text, image });
    if (!message) return;
    typingSent(receiverId);
    setContent('');
    setImage(null);
    // A message kept for the network's return shows in the chat 'En attente d'envoi'.
    if (message !== 'queued') onSent?.(message);
  };

  const field = {
    ref: box,
    id: `${id}-input`,
    className: `form-control ${invalid ? 'is-invalid' : ''}`,
    value: content,
    maxLength: MESSAGE_MAX_LENGTH,
    placeholder: t('messaging.inputPlaceholder'),
    autoFocus,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    onKeyDown,
    onChange: (event: { target: { value: string } }) => {
      setContent(event.target.value);
      if (invalid) setInvalid(false);
      // The friend sees 'Marie écrit…' (typing.ts).
      if (event.target.value.trim() !== '') announceTyping(receiverId);
    },
  };

  return (
    <form className="message-composer" onSubmit={(event) => void submit(event)} noValidate>
      {image && (
        <div className="d-flex align-items-center gap-2 small mb-2">
          <span className="text-truncate">{t('messaging.attached', { name: image.name })}</span>
          <button
            type="button"
            className="btn btn-icon btn-sm btn-link text-body"
            aria-label={t('messaging.removeImage')}
            onClick={() => setImage(null)}
          >
            <Icon svg={biXLg} size={14} />
          </button>
        </div>
      )}
      <div className="d-flex align-items-end gap-2">
        <button
          type="button"
          className="btn btn-icon btn-outline-secondary flex-shrink-0"
          aria-label={t('messaging.attach')}
          disabled={sending}
          onClick={() => fileInput.current?.click()}
        >
          <Icon svg={biImage} />
        </button>
        <input
          ref={fileInput}
          type="file"
          className="d-none"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            setImage(event.target.files?.[0] ?? null);
            setInvalid(false);
            event.target.value = '';
          }}
        />
        <div className="flex-grow-1 min-w-0">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('messaging.input')}
          </label>
          <textarea {...field} rows={multiline ? 3 : 1} autoComplete="off" />
        </div>
        <button
          type="submit"
          className="btn btn-icon btn-primary flex-shrink-0"
          aria-label={t('messaging.send')}
          aria-busy={sending || undefined}
          disabled={sending}
        >
          {sending ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Icon svg={biSend} />
          )}
        </button>
      </div>
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {t('messaging.required')}
        </div>
      )}
    </form>
  );
}
