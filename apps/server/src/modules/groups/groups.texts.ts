/** The French sentences of the groups module's refusals, and the errors that carry them. */
import { AppError } from '../../platform/errors.ts';

export const GROUPS_TEXTS = {
  notFound: 'Groupe introuvable.',
  memberNotFound: 'Membre introuvable.',
  notMember: "Vous n'êtes pas membre de ce groupe.",
  archived: 'Ce groupe est archivé : il est en lecture seule.',
  alreadyMember: 'Vous faites déjà partie de ce groupe.',
  alreadyRequested: 'Votre demande est déjà envoyée.',
  inviteOnly: 'Ce groupe accueille seulement les membres invités.',
  banned: 'Vous ne pouvez plus rejoindre ce groupe.',
  blockedWithOwner: 'Vous ne pouvez pas rejoindre ce groupe.',
  memberBlockedWithOwner: 'Ce membre ne peut pas rejoindre ce groupe.',
  notInGroup: 'Vous ne faites pas partie de ce groupe.',
  lastOwner:
    'Vous êtes le dernier propriétaire : nommez un autre propriétaire avant de quitter le groupe.',
  lastOwnerDemoted: 'Le groupe doit garder au moins un propriétaire.',
  notModerator: 'Seuls les modérateurs du groupe peuvent faire cela.',
  notAdmin: 'Seuls les administrateurs du groupe peuvent faire cela.',
  notOwner: 'Seuls les propriétaires du groupe peuvent faire cela.',
  pageAdminsOnly: 'Seuls les administrateurs de la page peuvent y publier.',
  outranked: 'Vous ne pouvez pas agir sur un membre de rang égal ou supérieur au vôtre.',
  onSelf: 'Vous ne pouvez pas faire cette action sur vous-même.',
  noRequest: 'Aucune demande en attente de ce membre.',
  notAMember: 'Ce membre ne fait pas partie du groupe.',
  alreadyInGroup: 'Ce membre fait déjà partie du groupe.',
  alreadyInvited: 'Ce membre est déjà invité.',
  requestedAlready: 'Ce membre a déjà demandé à rejoindre le groupe : acceptez sa demande.',
  memberBanned: 'Ce membre est exclu de ce groupe.',
  alreadyBanned: 'Ce membre est déjà exclu.',
  inviteFriendsOnly: 'Vous ne pouvez inviter que vos amis.',
  inviteModeratorsOnly: 'Dans ce groupe, seuls les modérateurs invitent.',
  roleRequired: 'Choisissez un rôle.',
  pageRoles: "Une page n'a que des propriétaires, des administrateurs et des abonnés.",
  notYourPicture: "Cette image n'a pas été envoyée par vous.",
  busy: "L'adhésion vient de changer. Réessayez.",
} as const;

export const notFound = () => new AppError(404, 'not_found', GROUPS_TEXTS.notFound);
export const memberNotFound = () => new AppError(404, 'not_found', GROUPS_TEXTS.memberNotFound);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
