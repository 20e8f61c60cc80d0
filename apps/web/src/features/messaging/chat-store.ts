import { useSyncExternalStore } from 'react';

/** The member a new chat is written to (the 'Nouveau Message' toast, spec §2). */
export interface ChatPartner {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

/** The chat's states of spec §4: list, window, collapsed body, message toast, active chat. */
export interface ChatState {
  panelOpen: boolean;
  windowOpen: boolean;
  collapsed: boolean;
  activeId: string | null;
  compose: ChatPartner | null;
  /** The conversation on screen right now (window body or /messaging): new messages mark it read. */
  viewingId: string | null;
}

const initial: ChatState = {
  panelOpen: false,
  windowOpen: false,
  collapsed: false,
  activeId: null,
  compose: null,
  viewingId: null,
};

let state = initial;
const listeners = new Set<() => void>();

function set(patch: Partial<ChatState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getChatState(): ChatState {
  return state;
}

export function useChatState(): ChatState {
  return useSyncExternalStore(subscribe, getChatState, getChatState);
}

/** The chat's transitions; one store per tab. */
export const chat = {
  openPanel: () => set({ panelOpen: true }),
  closePanel: () => set({ panelOpen: false }),
  /** Selecting an entry opens the chat window and makes that conversation active (spec §2). */
  openConversation: (id: string) =>
    set({ activeId: id, windowOpen: true, collapsed: false, compose: null, panelOpen: false }),
  /** The active conversation of the /messaging page. */
  setActive: (id: string | null) => set({ activeId: id }),
  closeWindow: () => set({ windowOpen: false }),
  toggleCollapsed: () => set({ collapsed: !state.collapsed }),
  openCompose: (partner: ChatPartner) => set({ compose: partner, panelOpen: false }),
  closeCompose: () => set({ compose: null }),
  /** A conversation is gone (deleted, blocked): close what shows it. */
  forget: (id: string) => set(state.activeId === id ? { activeId: null, windowOpen: false } : {}),
  setViewing: (id: string | null) => set({ viewingId: id }),
  /** Logout: back to nothing open. */
  reset: () => set(initial),
};
