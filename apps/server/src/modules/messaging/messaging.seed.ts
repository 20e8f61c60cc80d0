/**
 * The messaging module's demo content: Marie chats with Hélène and Jean-Baptiste; Jean-Baptiste's
 * last message waits unread. Written through the repository, in order (each message later than
 * the one before), without publishing anything.
 */
import type { SeedContext } from '../../platform/module.ts';
import { createMessagingRepository } from './messaging.repository.ts';

/**
 * Marie's conversations, the older one first: [from, to, content]. 'read' marks everything
 * sent so far as read by both; what follows the last 'read' stays unread.
 */
const CONVERSATIONS: ([string, string, string] | 'read')[][] = [
  [
    ['Helene', 'Marie', 'Chère Marie, la bibliothèque a reçu de nouveaux livres pour les enfants.'],
    ['Marie', 'Helene', 'Merveilleux ! Je passerai les voir après la messe.'],
    ['Helene', 'Marie', 'Je vous mets de côté le recueil de chants que vous cherchiez.'],
    ['Marie', 'Helene', 'Merci beaucoup, ma Sœur !'],
    'read',
  ],
  [
    ['Jean', 'Marie', 'Bonjour Marie ! Tu seras à la répétition de la chorale jeudi ?'],
    ['Marie', 'Jean', 'Bonjour Jean-Baptiste, oui, je serai là vers 19 h.'],
    ['Jean', 'Marie', 'Parfait, je m’occupe des partitions.'],
    ['Marie', 'Jean', 'Merci ! Et pour la sortie de samedi, il reste des places ?'],
    'read',
    ['Jean', 'Marie', 'Il en reste trois. Je t’en réserve une ?'],
  ],
];

export async function seedMessaging({ db, members }: SeedContext) {
  const messaging = createMessagingRepository(db);
  for (const conversation of CONVERSATIONS) {
    let conversationId: string | undefined;
    const participants = new Set<string>();
    for (const step of conversation) {
      if (step === 'read') {
        for (const member of participants) {
          if (conversationId) await messaging.markConversationRead(member, conversationId);
        }
        continue;
      }
      const [senderId, receiverId] = [members.get(step[0]), members.get(step[1])];
      if (!senderId || !receiverId) continue;
      participants.add(senderId).add(receiverId);
      const id = await messaging.insertMessage({
        senderId,
        receiverId,
        clientId: null,
        content: step[2],
        image: null,
      });
      conversationId ??= id && (await messaging.findMessage(id))?.conversation_id;
    }
  }
}
