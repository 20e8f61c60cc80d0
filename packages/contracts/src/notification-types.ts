/**
 * Notification types are data (ADR 0005): one row per type, read by the server (the
 * message it stores, the database's list of known types), by the web (where a notification
 * leads, which preferences it falls under) and by the settings page (the categories).
 * A new module adds its rows here; no migration and no client switch are needed.
 */

/** The preference categories of /settings/notification, in the order shown. */
export const NOTIFICATION_CATEGORIES = [
  'friends',
  'comments',
  'reactions',
  'messages',
  'groups',
  'events',
  'news',
  'celebrations',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The French label of each category, as the settings page shows it. */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  friends: 'Invitations et amis',
  comments: 'Commentaires et réponses',
  reactions: 'Réactions',
  messages: 'Messages',
  groups: 'Groupes',
  events: 'Événements',
  news: 'Actualités',
  celebrations: 'Célébrations',
};

/**
 * Where a notification leads, from its `more` field (spec §3: `more` holds `post` or `id`):
 * `{post}` and `{id}` are replaced by those values; a missing value gives no link.
 */
export type NotificationLink = `/${string}`;

export interface NotificationTypeDefinition {
  /**
   * The French sentence stored with the notification; `{actor}` is the actor's full name and
   * `{subject}` the name of what it is about (a group).
   */
  readonly message: string;
  /** Where the notification leads, e.g. '/feed/publica-details/{post}'. */
  readonly link: NotificationLink;
  readonly category: NotificationCategory;
  /**
   * When several of these about the same thing (`more.id`) would pile up unread, they are one
   * notification, re-worded with this template: `{others}` says how many others ('2 autres
   * personnes').
   */
  readonly grouped?: string;
  /**
   * Grouped by the member's unread notification about the same publication (`more.post`):
   * the server counts the distinct members who did it, and `{others}` reads '2 autres'
   * ('Paul Martin et 2 autres ont commenté « Veillée de prière… »').
   */
  readonly groupedBy?: 'post';
  /** What the client re-fetches when it arrives (spec §4). */
  readonly refresh: 'relations' | 'publication' | 'feed' | 'groups' | 'events' | 'none';
  /**
   * Stored whatever the member's preferences (a moderation decision about them, the answer to
   * their report: docs/adr/0021-moderation.md).
   */
  readonly mandatory?: boolean;
}

const PUBLICATION_LINK = '/feed/publica-details/{post}';
const PROFILE_LINK = '/feed/people-profile/{id}/feed';
const GROUP_LINK = '/feed/groups/{id}';
const EVENT_LINK = '/feed/events/{id}';
const ALBUM_PHOTO_LINK = '/feed/albums/{id}?photo={post}';

/** Every notification type the server may store, by module (the manifests list theirs). */
export const NOTIFICATION_TYPES = {
  FRIEND_REQUEST_NEW: {
    message: '{actor} vous a envoyé une invitation.',
    link: PROFILE_LINK,
    category: 'friends',
    refresh: 'relations',
  },
  FRIEND_REQUEST_ACCEPT: {
    message: '{actor} a accepté votre invitation.',
    link: PROFILE_LINK,
    category: 'friends',
    refresh: 'relations',
  },
  POST_NEW: {
    message: '{actor} a publié une nouvelle publication.',
    link: PUBLICATION_LINK,
    category: 'comments',
    refresh: 'feed',
  },
  POST_REACTION: {
    message: '{actor} a réagi à votre publication.',
    link: PUBLICATION_LINK,
    category: 'reactions',
    refresh: 'publication',
  },
  COMMENTAIRE_NEW: {
    message: '{actor} a commenté votre publication.',
    grouped: '{actor} et {others} ont commenté « {subject} ».',
    groupedBy: 'post',
    link: PUBLICATION_LINK,
    category: 'comments',
    refresh: 'publication',
  },
  COMMENTAIRE_REACTION: {
    message: '{actor} a réagi à votre commentaire.',
    link: PUBLICATION_LINK,
    category: 'reactions',
    refresh: 'publication',
  },
  REPONSE_NEW: {
    message: '{actor} a répondu à votre commentaire.',
    grouped: '{actor} et {others} ont répondu à votre commentaire sur « {subject} ».',
    groupedBy: 'post',
    link: PUBLICATION_LINK,
    category: 'comments',
    refresh: 'publication',
  },
  // Groups: `more.id` is the group.
  GROUP_INVITATION: {
    message: '{actor} vous invite à rejoindre « {subject} ».',
    link: GROUP_LINK,
    category: 'groups',
    refresh: 'groups',
  },
  GROUP_REQUEST_NEW: {
    message: '{actor} demande à rejoindre « {subject} ».',
    link: GROUP_LINK,
    category: 'groups',
    refresh: 'groups',
  },
  GROUP_REQUEST_ACCEPT: {
    message: '{actor} a accepté votre demande : bienvenue dans « {subject} » !',
    link: GROUP_LINK,
    category: 'groups',
    refresh: 'groups',
  },
  GROUP_POST_NEW: {
    message: '{actor} a publié dans « {subject} ».',
    link: PUBLICATION_LINK,
    category: 'groups',
    refresh: 'feed',
  },
  GROUP_ROLE_CHANGE: {
    message: '{actor} a changé votre rôle dans « {subject} ».',
    link: GROUP_LINK,
    category: 'groups',
    refresh: 'groups',
  },
  // Events: `more.id` is the event.
  EVENT_INVITATION: {
    message: '{actor} vous invite à « {subject} ».',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'events',
  },
  EVENT_CHANGED: {
    message: '{actor} a changé la date ou le lieu de « {subject} ».',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'events',
  },
  EVENT_CANCELLED: {
    message: '{actor} a annulé « {subject} ».',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'events',
  },
  EVENT_PROMOTED: {
    message: 'Une place s’est libérée : vous participez à « {subject} » !',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'events',
  },
  EVENT_PARTICIPANT_NEW: {
    message: '{actor} participe à « {subject} ».',
    grouped: '{actor} et {others} participent à « {subject} ».',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'events',
  },
  EVENT_REMINDER: {
    message: 'Rappel : « {subject} » commence bientôt.',
    link: EVENT_LINK,
    category: 'events',
    refresh: 'none',
  },
  // Albums' image rights: `more.id` is the album, `more.post` the photo (album item).
  ALBUM_TAG: {
    message: '{actor} vous a identifié sur une photo de l’album « {subject} ».',
    link: ALBUM_PHOTO_LINK,
    category: 'comments',
    refresh: 'none',
  },
  ALBUM_REMOVAL_REQUEST: {
    message: '{actor} vous demande de retirer une photo de l’album « {subject} ».',
    link: ALBUM_PHOTO_LINK,
    category: 'comments',
    refresh: 'none',
  },
  ALBUM_REMOVAL_KEPT: {
    message: '{actor} garde la photo de l’album « {subject} » et vous laisse un mot.',
    link: ALBUM_PHOTO_LINK,
    category: 'comments',
    refresh: 'none',
  },
  ALBUM_REMOVAL_DONE: {
    message: '{actor} a retiré la photo de l’album « {subject} », comme vous le demandiez.',
    link: '/feed/albums/{id}',
    category: 'comments',
    refresh: 'none',
  },
  // Celebrations: a wish from a member who is not a friend (`more.id` is the sender), and the
  // morning's friends' birthdays (`{subject}`: 'Paul Martin' or 'Paul Martin et 2 autres amis').
  CELEBRATION_BIRTHDAY_WISH: {
    message: '{actor} vous souhaite un joyeux anniversaire !',
    link: PROFILE_LINK,
    category: 'celebrations',
    refresh: 'none',
  },
  CELEBRATION_NAME_DAY_WISH: {
    message: '{actor} vous souhaite une bonne fête !',
    link: PROFILE_LINK,
    category: 'celebrations',
    refresh: 'none',
  },
  CELEBRATION_MEMBERSHIP_WISH: {
    message: "{actor} vous souhaite un joyeux anniversaire d'inscription !",
    link: PROFILE_LINK,
    category: 'celebrations',
    refresh: 'none',
  },
  CELEBRATION_BIRTHDAYS_TODAY: {
    message: "C'est l'anniversaire de {subject} aujourd'hui.",
    link: '/feed/celebration',
    category: 'celebrations',
    refresh: 'none',
  },
  // The parish page (docs/adr/0026-parish-page.md): `more.id` is the page; `{subject}` its name.
  PARISH_REQUEST_NEW: {
    message: '{actor} a envoyé une demande à « {subject} ».',
    link: '/feed/groups/{id}?tab=parish',
    category: 'groups',
    refresh: 'none',
  },
  PARISH_REQUEST_STATUS: {
    message: '{actor} a mis à jour votre demande à « {subject} ».',
    link: '/feed/groups/{id}?tab=parish',
    category: 'groups',
    refresh: 'none',
  },
  PARISH_REQUEST_MESSAGE: {
    message: "{actor} a écrit au sujet d'une demande à « {subject} ».",
    link: '/feed/groups/{id}?tab=parish',
    category: 'groups',
    refresh: 'none',
  },
  // Prayer intentions (docs/adr/0025-prayer-intentions.md): once a day at most, to the author,
  // with no actor (who prays is not named here); `{subject}` reads '12 personnes prient' and
  // `more.id` is the intention. 'Je prie' answers an intention as a reaction answers a post.
  PRAYER_PRAYED_TODAY: {
    message: '{subject} pour votre intention.',
    link: '/priere?intention={id}',
    category: 'reactions',
    refresh: 'none',
  },
  // Volunteer rotas (docs/adr/0028-volunteer-rotas.md): `more.id` is the group; `{subject}` the
  // service and its day ('Lectures, dimanche 6 décembre'). The reminder and the call for
  // volunteers come with a mail, under the events' preferences (a place is a date to keep).
  ROTA_ASKED: {
    message: '{actor} vous propose un service : {subject}.',
    link: '/services',
    category: 'groups',
    refresh: 'none',
  },
  ROTA_REPLACEMENT_ASKED: {
    message: '{actor} cherche un remplaçant : {subject}.',
    link: '/services',
    category: 'groups',
    refresh: 'none',
  },
  ROTA_REPLACED: {
    message: '{actor} a pris la place laissée : {subject}.',
    link: '/feed/groups/{id}?tab=services',
    category: 'groups',
    refresh: 'none',
  },
  ROTA_DECLINED: {
    message: '{actor} a décliné un service : {subject}.',
    link: '/feed/groups/{id}?tab=services',
    category: 'groups',
    refresh: 'none',
  },
  ROTA_CALL: {
    message: '{actor} cherche des volontaires : {subject}',
    link: '/services',
    category: 'events',
    refresh: 'none',
  },
  ROTA_REMINDER: {
    message: 'Rappel : demain, {subject}.',
    link: '/services',
    category: 'events',
    refresh: 'none',
  },
  // Moderation (docs/adr/0021-moderation.md): `{subject}` is the moderator's reason; `more.id`
  // is the case. Told whatever the preferences.
  MODERATION_HIDDEN: {
    message:
      'La modération a masqué votre contenu. Motif : {subject}. Vous pouvez demander un réexamen.',
    link: '/notifications',
    category: 'comments',
    refresh: 'none',
    mandatory: true,
  },
  MODERATION_DELETED: {
    message: 'La modération a supprimé votre contenu. Motif : {subject}.',
    link: '/notifications',
    category: 'comments',
    refresh: 'none',
    mandatory: true,
  },
  MODERATION_WARNED: {
    message: 'Vous avez reçu un avertissement de la modération. Motif : {subject}.',
    link: '/notifications',
    category: 'comments',
    refresh: 'none',
    mandatory: true,
  },
  MODERATION_REVIEWED: {
    message: 'Votre demande de réexamen a été traitée : {subject}.',
    link: '/notifications',
    category: 'comments',
    refresh: 'none',
    mandatory: true,
  },
  MODERATION_REPORT_CLOSED: {
    message: 'Merci, nous avons examiné votre signalement.',
    link: '/notifications',
    category: 'comments',
    refresh: 'none',
    mandatory: true,
  },
} as const satisfies Record<string, NotificationTypeDefinition>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

export const isNotificationType = (type: string): type is NotificationType =>
  Object.hasOwn(NOTIFICATION_TYPES, type);

/** The stored sentence of a notification of `type` caused by `actorName` about `subject`. */
export function notificationMessage(
  type: NotificationType,
  actorName: string,
  subject = '',
): string {
  return NOTIFICATION_TYPES[type].message
    .replace('{actor}', actorName)
    .replace('{subject}', subject);
}

/**
 * The grouped sentence of a notification of `type` (its `grouped` template) when `others`
 * more members did the same, or the single sentence when none did or the type does not group.
 */
export function groupedNotificationMessage(
  type: NotificationType,
  actorName: string,
  subject: string,
  others: number,
): string {
  const definition: NotificationTypeDefinition = NOTIFICATION_TYPES[type];
  if (others <= 0 || !definition.grouped) return notificationMessage(type, actorName, subject);
  const count =
    definition.groupedBy === 'post'
      ? `${others} ${others === 1 ? 'autre' : 'autres'}`
      : others === 1
        ? '1 autre personne'
        : `${others} autres personnes`;
  return definition.grouped
    .replace('{actor}', actorName)
    .replace('{others}', count)
    .replace('{subject}', subject);
}

/**
 * Where a notification leads, or null when its type is unknown to this client (a newer
 * server) or its `more` lacks the value the link needs.
 */
export function notificationLink(
  type: string,
  more: { post?: string; id?: string; comment?: string },
): string | null {
  if (!isNotificationType(type)) return null;
  let missing = false;
  const link = NOTIFICATION_TYPES[type].link.replace(/\{(post|id)\}/g, (_, key: 'post' | 'id') => {
    // spec §4: a publication kind is found by more.post or more.id.
    const value = key === 'post' ? (more.post ?? more.id) : more.id;
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  // A comment or a reply: the publication's page scrolls to it and highlights it.
  return more.comment && !link.includes('?')
    ? `${link}?comment=${encodeURIComponent(more.comment)}`
    : link;
}
