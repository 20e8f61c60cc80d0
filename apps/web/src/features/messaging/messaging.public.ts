// The messaging feature's front door for light things (ADR 0002): opening a chat. Its
// components are messaging.ui.ts.
export { chat, type ChatPartner } from './chat-store';
export { useOpenChat } from './useOpenChat';
