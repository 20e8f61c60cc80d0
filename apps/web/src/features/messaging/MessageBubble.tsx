import type { Message } from '@koinonia/contracts';
import { fullName } from '@/shared/people/person-name';
import { MESSAGE_THUMBNAIL } from '@/shared/constants';
import { formatFullDate, formatMessageTime } from '@/shared/format/message-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { biCheck2, biCheck2All, biThreeDotsVertical } from '@/shared/ui/icons-realtime.generated';
import { HiddenNotice, ReportMenuItem, useReport } from '@/features/moderation/moderation.public';
import '@/features/messaging/messaging.texts';

/**
 * One message (spec §4): mine on the right in the primary colour, with a double
 * check in the info colour once read and a single one before; the other's on the
 * left in a light style with their avatar. An image shows as a thumbnail of about
 * 87 × 91 px with the text as its caption. One of mine hidden by moderation says so.
 */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation();
  const name = fullName(message.sender_data);
  const time = formatMessageTime(message.created_at);
  return (
    <li
      className={`message-row d-flex gap-2 ${mine ? 'is-mine justify-content-end' : 'is-theirs justify-content-start'}`}
    >
      {!mine && (
        <Avatar
          src={message.sender_data.profile_picture}
          alt=""
          size={32}
          className="flex-shrink-0 align-self-end"
        />
      )}
      <div className={`message-bubble ${mine ? 'message-mine' : 'message-theirs'}`}>
        {!mine && <span className="visually-hidden">{name} : </span>}
        {/* Hidden by moderation: its sender alone still sees it (docs/adr/0021-moderation.md). */}
        {mine && message.moderation_hidden && <HiddenNotice itemId={message.id} />}
        {message.image && (
          <a href={message.image} target="_blank" rel="noreferrer" className="d-block mb-1">
            <img
              src={message.image}
              alt={t('messaging.imageAlt', { name })}
              width={MESSAGE_THUMBNAIL.width}
              height={MESSAGE_THUMBNAIL.height}
              loading="lazy"
              className="message-thumbnail rounded-2 object-fit-cover"
            />
          </a>
        )}
        {message.content && <p className="message-text mb-0">{message.content}</p>}
        <span className="message-meta d-flex align-items-center justify-content-end gap-1">
          <time dateTime={message.created_at} title={formatFullDate(message.created_at)}>
            {time}
          </time>
          {mine &&
            (message.is_read ? (
              <span className="message-check is-read" data-read="true">
                <Icon svg={biCheck2All} size={16} />
                <span className="visually-hidden">{t('messaging.read')}</span>
              </span>
            ) : (
              <span className="message-check" data-read="false">
                <Icon svg={biCheck2} size={16} />
                <span className="visually-hidden">{t('messaging.sent')}</span>
              </span>
            ))}
        </span>
      </div>
      {!mine && <TheirMessageMenu message={message} name={name} />}
    </li>
  );
}

/** The other's message: 'Signaler' (the message and the five before it reach the moderators). */
function TheirMessageMenu({ message, name }: { message: Message; name: string }) {
  const { t } = useTranslation();
  const { report, dialog } = useReport();
  return (
    <>
      <MenuButton
        align="end"
        variant="link"
        size="sm"
        className="btn-icon text-body-secondary no-caret align-self-center message-menu"
        aria-label={t('messaging.messageMenu', { name })}
        toggle={<Icon svg={biThreeDotsVertical} size={14} />}
        fixed
      >
        <ReportMenuItem onClick={() => report({ type: 'message', id: message.id })} />
      </MenuButton>
      {dialog}
    </>
  );
}
