/**
 * The relation table of spec §4. Every move reads the pair's row, decides, then writes only if
 * the row is still what was read; a concurrent change makes it decide again, so two requests at
 * once end as one success and one refusal, never as a 500 (the unique pair index backs this).
 */
import type { InvitationRule, Relation, RelationAction } from '@koinonia/contracts';
import type { RelationshipStatus } from './relationship.schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordFact, Transactional } from '../../platform/outbox.ts';
import { presentRelation } from './relationship.presenter.ts';
import type { RelationRow, RelationshipRepository } from './relationship.repository.ts';

export const RELATION_TEXTS = {
  notFound: 'Membre introuvable.',
  inviteSelf: 'Vous ne pouvez pas vous inviter vous-même.',
  actOnSelf: 'Vous ne pouvez pas faire cette action sur vous-même.',
  unblockBeforeInvite: "Débloquez ce membre avant de l'inviter.",
  alreadyFriends: 'Vous êtes déjà amis.',
  alreadyInvited: 'Votre invitation est déjà envoyée.',
  invitedByThem: 'Ce membre vous a déjà invité : acceptez son invitation.',
  acceptOwn: 'Vous ne pouvez pas accepter votre propre invitation.',
  noPendingInvitation: 'Aucune invitation en attente.',
  nothingToReject: 'Aucune relation à annuler.',
  cancelInvitationFirst: "Annulez d'abord votre invitation.",
  alreadyBlocked: 'Ce membre est déjà bloqué.',
  onlyBlockerUnblocks: 'Seule la personne qui a bloqué peut débloquer.',
  notBlocked: "Ce membre n'est pas bloqué.",
  busy: 'La relation vient de changer. Réessayez.',
  noInvitations: 'Ce membre ne reçoit pas d’invitations.',
  friendsOfFriendsOnly: 'Ce membre reçoit seulement les invitations des amis de ses amis.',
} as const;

const notFound = () => new AppError(404, 'not_found', RELATION_TEXTS.notFound);
const conflict = (message: string) => new AppError(409, 'conflict', message);
const forbidden = (message: string) => new AppError(403, 'forbidden', message);

/** The members the relationship module may act on (verified accounts); given by app.ts. */
export interface MemberDirectory {
  isMember(id: string): Promise<boolean>;
}

export interface RelationshipServiceDeps {
  repository: RelationshipRepository;
  members: MemberDirectory;
  /** A write and the facts it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<RelationshipRepository>;
  /** Who may invite the member (settings, privacy.invitations). None: everyone. */
  invitationRule?: (userId: string) => Promise<InvitationRule>;
}

/** What a move writes, decided from the row as it was read. */
type Write =
  | { kind: 'insert-invitation' }
  | { kind: 'insert-block' }
  | {
      kind: 'update';
      row: RelationRow;
      change: Pick<RelationRow, 'status' | 'blocked' | 'blockedBy'>;
    }
  | { kind: 'delete'; row: RelationRow };

/** Blocked by the other member: answer as if they did not exist (never reveal a block). */
function refuseIfBlockedByOther(row: RelationRow | undefined, me: string): void {
  if (row?.blocked && row.blockedBy !== me) throw notFound();
}

/**
 * `refusal`: the receiver's invitation rule refuses me (a pair with no relation yet only, so a
 * block still answers 404 and a pending or accepted pair still says where it stands).
 */
function decideInvite(row: RelationRow | undefined, me: string, refusal?: string): Write {
  if (!row) {
    if (refusal) throw forbidden(refusal);
    return { kind: 'insert-invitation' };
  }
  refuseIfBlockedByOther(row, me);
  if (row.blocked) throw forbidden(RELATION_TEXTS.unblockBeforeInvite);
  if (row.status === 'ACCEPTED') throw conflict(RELATION_TEXTS.alreadyFriends);
  throw conflict(
    row.senderId === me ? RELATION_TEXTS.alreadyInvited : RELATION_TEXTS.invitedByThem,
  );
}

function decideAction(row: RelationRow | undefined, me: string, action: RelationAction): Write {
  // The one refusal that names the block: get_user_relation shows it to both anyway.
  if (action === 'unblock' && row?.blocked && row.blockedBy !== me) {
    throw forbidden(RELATION_TEXTS.onlyBlockerUnblocks);
  }
  refuseIfBlockedByOther(row, me);
  switch (action) {
    case 'accept':
      if (row?.status !== 'PENDING') throw conflict(RELATION_TEXTS.noPendingInvitation);
      if (row.senderId === me) throw forbidden(RELATION_TEXTS.acceptOwn);
      return {
        kind: 'update',
        row,
        change: { status: 'ACCEPTED', blocked: false, blockedBy: null },
      };
    case 'reject':
      // The sender cancels, the receiver rejects, or either removes a friend.
      if (!row || row.status === null) throw conflict(RELATION_TEXTS.nothingToReject);
      return { kind: 'delete', row };
    case 'block':
      if (!row) return { kind: 'insert-block' };
      if (row.blocked) throw conflict(RELATION_TEXTS.alreadyBlocked);
      // Spec §4: 'Bloquer' is not offered over one's own pending invitation.
      if (row.status === 'PENDING' && row.senderId === me) {
        throw conflict(RELATION_TEXTS.cancelInvitationFirst);
      }
      return { kind: 'update', row, change: { status: null, blocked: true, blockedBy: me } };
    case 'unblock':
      if (!row?.blocked) throw conflict(RELATION_TEXTS.notBlocked);
      return { kind: 'delete', row };
  }
}

/** A few rounds are plenty: each round is lost only to a concurrent change of the same pair. */
const MAX_ROUNDS = 4;

export function createRelationshipService({
  repository,
  members,
  transaction,
  invitationRule = () => Promise.resolve('everyone'),
}: RelationshipServiceDeps) {
  /** Why the receiver's rule refuses an invitation from me, or undefined when it allows it. */
  async function invitationRefusal(me: string, receiver: string): Promise<string | undefined> {
    switch (await invitationRule(receiver)) {
      case 'everyone':
        return undefined;
      case 'friends_of_friends':
        return (await repository.haveFriendInCommon(me, receiver))
          ? undefined
          : RELATION_TEXTS.friendsOfFriendsOnly;
      case 'nobody':
        return RELATION_TEXTS.noInvitations;
    }
  }

  /** Runs the write; undefined when the row changed meanwhile (decide again). */
  async function apply(
    repository: RelationshipRepository,
    write: Write,
    me: string,
    other: string,
  ): Promise<{ row: RelationRow | undefined } | undefined> {
    switch (write.kind) {
      case 'insert-invitation': {
        const row = await repository.insertInvitation(me, other);
        return row ? { row } : undefined;
      }
      case 'insert-block': {
        const row = await repository.insertBlock(me, other);
        return row ? { row } : undefined;
      }
      case 'update': {
        const row = await repository.updateIfUnchanged(write.row, write.change);
        return row ? { row } : undefined;
      }
      case 'delete':
        return (await repository.deleteIfUnchanged(write.row)) ? { row: undefined } : undefined;
    }
  }

  /** `announce` records the move's facts, committed with it. */
  async function move(
    me: string,
    other: string,
    decide: (row: RelationRow | undefined) => Write,
    announce?: (record: RecordFact, before: RelationRow | undefined) => Promise<void>,
  ): Promise<{ before: RelationRow | undefined; after: RelationRow | undefined }> {
    if (!(await members.isMember(other))) throw notFound();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const before = await repository.findBetween(me, other);
      const write = decide(before);
      const done = await transaction(async (inTransaction, record) => {
        const applied = await apply(inTransaction, write, me, other);
        if (applied) await announce?.(record, before);
        return applied;
      });
      if (done) return { before, after: done.row };
    }
    throw conflict(RELATION_TEXTS.busy);
  }

  return {
    /** `POST /api/relationship/relationships/`: the relation becomes PENDING. */
    async invite(me: string, receiver: string): Promise<Relation> {
      if (receiver === me) {
        throw new AppError(400, 'validation_error', RELATION_TEXTS.inviteSelf, {
          receiver: RELATION_TEXTS.inviteSelf,
        });
      }
      const refusal = (await members.isMember(receiver))
        ? await invitationRefusal(me, receiver)
        : undefined;
      const { after } = await move(
        me,
        receiver,
        (row) => decideInvite(row, me, refusal),
        (record) => record('relationship.invitation_sent', { senderId: me, receiverId: receiver }),
      );
      return presentRelation(after);
    },

    /** `POST /api/relationship/lock-update-relation/`: answers the new state. */
    async act(me: string, receiver: string, action: RelationAction): Promise<Relation> {
      if (receiver === me) {
        throw new AppError(400, 'validation_error', RELATION_TEXTS.actOnSelf, {
          receiver: RELATION_TEXTS.actOnSelf,
        });
      }
      const { after } = await move(
        me,
        receiver,
        (row) => decideAction(row, me, action),
        async (record, before) => {
          // Friends, no longer friends, blocked or unblocked: each sees the other differently.
          await record('relationship.changed', { userIds: [me, receiver] });
          if (action === 'accept' && before) {
            await record('relationship.invitation_accepted', {
              senderId: before.senderId,
              accepterId: me,
            });
          }
        },
      );
      return presentRelation(after);
    },

    /**
     * `GET /api/users/get_user_relation/{userId}/`. When the other member blocked me the answer
     * says so (blocked, blocked_by: them): the client then offers no button, since spec §4 gives
     * 'Débloquer' only to the blocker. Their profile is 404 for me anyway, so the page that
     * would ask is never shown; every action on them answers 404 as if they did not exist.
     */
    async relationWith(me: string, other: string): Promise<Relation> {
      if (other !== me && !(await members.isMember(other))) throw notFound();
      return presentRelation(other === me ? undefined : await repository.findBetween(me, other));
    },

    /** The row of the pair, for modules that must respect blocks (notifications). */
    async isBlockedBetween(a: string, b: string): Promise<boolean> {
      return (await repository.findBetween(a, b))?.blocked ?? false;
    },

    /** Friends: ACCEPTED, in either direction (a block has no status, so it never counts). */
    countFriends: (userId: string) => repository.countFriends(userId),
    /** Ids of the member's friends, e.g. to tell them about presence. */
    friendIds: (userId: string) => repository.friendIds(userId),
    /** Invitations received and still PENDING. */
    countReceivedInvitations: (userId: string) => repository.countReceivedInvitations(userId),
    /** Used by the demo seed. */
    create: (senderId: string, receiverId: string, status: RelationshipStatus) =>
      repository.insert(senderId, receiverId, status),
  };
}

export type RelationshipService = ReturnType<typeof createRelationshipService>;
