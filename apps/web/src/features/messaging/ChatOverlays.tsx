import { ChatWindow } from './ChatWindow';
import { useChatState } from './chat-store';
import { MessagingPanel } from './MessagingPanel';
import { NewMessageToast } from './NewMessageToast';
import './messaging.css';

/** The panel, the chat window and the 'Nouveau Message' toast of large screens (lazy). */
export default function ChatOverlays({ showWindow }: { showWindow: boolean }) {
  const state = useChatState();
  return (
    <>
      <MessagingPanel show={state.panelOpen} activeId={state.activeId} />
      {showWindow && (
        <div className="chat-dock" aria-live="off">
          {state.compose && <NewMessageToast key={state.compose.id} partner={state.compose} />}
          {state.windowOpen && state.activeId && (
            <ChatWindow
              key={state.activeId}
              conversationId={state.activeId}
              collapsed={state.collapsed}
            />
          )}
        </div>
      )}
    </>
  );
}
