/**
 * What the messaging module announces, recorded with the message in its transaction and
 * delivered after commit (platform/outbox.ts). The notifications module pushes it to the
 * receiver's devices (docs/adr/0020-web-push.md, 'Chat messages').
 */
export interface MessagingFacts {
  /** A new message was stored (a send repeated with the same client id records nothing). */
  'messaging.sent': {
    messageId: string;
    conversationId: string;
    senderId: string;
    receiverId: string;
  };
}
