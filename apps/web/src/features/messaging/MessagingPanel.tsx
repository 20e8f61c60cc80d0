import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { ConversationList } from './ConversationList';
import { chat } from './chat-store';
import { useOpenChat } from './useOpenChat';
import '@/features/messaging/messaging.texts';

/** The Messaging side panel (spec §2): search and the conversation list. */
export function MessagingPanel({ show, activeId }: { show: boolean; activeId: string | null }) {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  return (
    <Offcanvas
      show={show}
      onHide={() => chat.closePanel()}
      placement="end"
      id="messaging-panel"
      aria-labelledby="messaging-panel-title"
      className="messaging-panel"
    >
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="messaging-panel-title" as="h2" className="h5 fw-bold">
          {t('messaging.panelTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column pt-0">
        <ConversationList
          idPrefix="panel"
          activeId={activeId}
          onSelect={(conversation) => chat.openConversation(conversation.id)}
          onStartWith={(friend) => {
            chat.closePanel();
            openChat(friend);
          }}
        />
        {/* Spec §2: the conversation list links to /messaging. */}
        <Link
          to="/messaging"
          className="btn btn-outline-primary mt-auto"
          onClick={() => chat.closePanel()}
        >
          {t('messaging.openFullPage')}
        </Link>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
