import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { WIDE_LAYOUT_MIN_PX } from '@/shared/constants';
import { getUserId } from '@/shared/session/session';
import { chat, type ChatPartner } from './chat-store';
import { conversationsQueryOptions, otherParticipant } from './messaging.queries';

/** The conversation with `userId` among those loaded, if any. */
export async function findConversationWith(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
): Promise<string | null> {
  try {
    const data = await queryClient.ensureInfiniteQueryData(conversationsQueryOptions());
    const me = getUserId();
    const found = data.pages
      .flatMap((page) => page.results)
      .find((c) => otherParticipant(c, me)?.id === userId);
    return found?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens the chat with a friend (their 'Message' button). On a large screen the
 * chat window opens on our conversation, or the 'Nouveau Message' toast when we
 * have none yet; on a smaller one, the /messaging page does the same.
 */
export function useOpenChat(): (partner: ChatPartner) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (partner) => {
    const wide =
      typeof window.matchMedia === 'function' &&
      window.matchMedia(`(min-width: ${WIDE_LAYOUT_MIN_PX}px)`).matches;
    if (!wide) {
      void navigate(`/messaging?with=${encodeURIComponent(partner.id)}`);
      return;
    }
    void findConversationWith(queryClient, partner.id).then((id) => {
      if (id) chat.openConversation(id);
      else chat.openCompose(partner);
    });
  };
}
