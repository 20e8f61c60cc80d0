/**
 * Every business constant of spec §9, in one place. Components and hooks import
 * from here; no timing, key or breakpoint is written anywhere else.
 */

/** Default currency symbol (spec §9: dollar sign). */
export const CURRENCY_SYMBOL = '$';

/** Toast defaults (spec §9): top-right, 5000 ms, pauses on hover and focus loss, touch drag at 80 %, light. */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: 'touch',
  draggablePercent: 80,
  theme: 'light',
} as const;

/** Delay used by the toast provider when none is given. */
export const TOAST_PROVIDER_DELAY_MS = 2000;
/** Incoming notification toast. */
export const NOTIFICATION_TOAST_MS = 5000;
/** Send-related toasts ('Message envoyé avec succès', relation actions). */
export const SEND_TOAST_MS = 3000;
/** Photo success toasts. */
export const PHOTO_TOAST_MS = 5000;

/** Modal transition and backdrop durations. */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;
/** The photo modal closes this long after a successful update. */
export const MODAL_CLOSE_AFTER_PHOTO_MS = 500;

/** Sockets (spec §4): retry after 1000 ms, up to 5000 attempts; start 100 ms after mount. */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_MAX_ATTEMPTS = 5000;
export const SOCKET_CONNECT_AFTER_MOUNT_MS = 100;
/**
 * 'Marie écrit…': the writer sends a typing frame at most this often, and the indicator goes
 * this long after the last one (the contracts' TYPING_SEND_EVERY_MS and TYPING_SHOWN_MS,
 * written here to keep zod out of the chat: typing.test.ts checks they agree).
 */
export const TYPING_SEND_EVERY_MS = 3000;
export const TYPING_SHOWN_MS = 5000;

/** Sounds. */
export const SOUND_VOLUME = 0.5;
export const SOUND_UNLOCK_VOLUME = 0;
export const SOUND_FILES = {
  notification: '/sounds/notification.wav',
  newMessage: '/sounds/new_message.wav',
} as const;

/** Sample-data loader delay. */
export const SAMPLE_LOADER_DELAY_MS = 100;

/** Bootstrap breakpoints in px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** Wide layout, and the settings drawer below it. */
export const WIDE_LAYOUT_MIN_PX = 992;
/** The other-member profile side menu turns into a drawer under this width. */
export const OTHER_PROFILE_DRAWER_MAX_PX = 892;

/** Files per drop, by default. */
export const MAX_FILES_PER_DROP = 15;
/** Entries shown on the profile friends card. */
export const FRIENDS_CARD_ENTRIES = 4;

/** Message time: 12-hour clock with hour and minute. */
export const MESSAGE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
/** Conversation list time: the first 7 characters. */
export const CONVERSATION_TIME_CHARS = 7;
/** Message image thumbnail, about 87 × 91 px. */
export const MESSAGE_THUMBNAIL = { width: 87, height: 91 } as const;
/** Relative time: the largest unit is the year. */
export const SECONDS_PER_YEAR = 31536000;

/** Local storage keys (and the session cookie name, which is the access token key). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  theme: 'SOCIAL_REACTJS_THEME_KEY',
} as const;
export const SESSION_COOKIE_NAME = STORAGE_KEYS.accessToken;

/** Where members land after signing in, and where logout leads. */
export const HOME_PATH = '/feed/home';
export const SIGN_IN_PATH = '/auth/sign-in';

/** Tab title while the tab is hidden (spec §1). */
export const HIDDEN_TAB_TITLE = 'Please come back 😢';
