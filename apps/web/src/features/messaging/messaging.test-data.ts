import type { Conversation, Message } from '@koinonia/contracts';

export const ME = 'u1';
export const THEM = 'u2';

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    conversation_id: 'c1',
    client_id: null,
    content: 'Bonjour Marie',
    image: null,
    created_at: new Date(2026, 10, 20, 21, 5).toISOString(),
    is_read: false,
    sender_data: {
      id: THEM,
      profile_picture: null,
      titre: 'Frère',
      first_name: 'Paul',
      last_name: 'Martin',
    },
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    last_message: message(),
    unread_count: 0,
    participants_details: [
      {
        id: THEM,
        titre: 'Frère',
        first_name: 'Paul',
        last_name: 'Martin',
        profile_picture: null,
        status: 'online',
        isStory: false,
      },
    ],
    read: false,
    muted: false,
    marked_unread: false,
    updated_at: new Date(2026, 10, 20, 21, 5).toISOString(),
    ...overrides,
  };
}

export const mine = {
  id: ME,
  profile_picture: null,
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
};
