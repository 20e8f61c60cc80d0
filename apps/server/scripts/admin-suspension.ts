/**
 * The operator's `suspend <email> <days> <reason…>` and `unsuspend <email> [reason…]`
 * (README: "Community roles"; docs/adr/0021-moderation.md). They go through the moderation
 * service (its rules, the suspension, the audit log) and the auth module's end of sessions
 * (refresh tokens revoked, access tokens refused at once by every node). No server runs in this
 * process: the facts it records (`auth.signed_out`, which closes the member's sockets) wait in the
 * outbox for a server's sweep, within a minute while one runs, else at its next start.
 */
import type { Db } from '../src/db/client.ts';
import type { Jobs } from '../src/platform/jobs.ts';
import { AppError } from '../src/platform/errors.ts';
import { createFactBus, type Facts } from '../src/platform/facts.ts';
import { createOutbox } from '../src/platform/outbox.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { endSessionsOf } from '../src/modules/auth/auth.session-cutoffs.ts';
import { createModerationRepository } from '../src/modules/moderation/moderation.repository.ts';
import { createModerationService } from '../src/modules/moderation/moderation.service.ts';
import { createRolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';

export interface SuspensionResult {
  code: number;
  lines: string[];
}

/** The queue is the server's: facts are only stored here, for its sweep to deliver. */
const LEFT_FOR_THE_SERVER: Jobs = {
  define: () => undefined,
  every: () => undefined,
  send: () => Promise.resolve(),
  start: () => Promise.resolve(),
  stop: () => Promise.resolve([]),
  drain: () => Promise.resolve(),
  status: () => Promise.resolve({ ok: true, queued: 0, dead: 0 }),
};

function moderationOver(db: Db) {
  const outbox = createOutbox(
    db,
    LEFT_FOR_THE_SERVER,
    createFactBus<Facts>(() => undefined),
  );
  const roles = createRolesRepository(db);
  const users = createUsersRepository(db);
  return createModerationService({
    repository: createModerationRepository(db),
    transaction: outbox.over(createModerationRepository),
    // Outside the queue: no case, no item.
    targets: () => [],
    rolesOf: (userId) => roles.rolesOf(userId),
    moderatedGroupIds: () => Promise.resolve([]),
    emailOf: async (userId) => (await users.findById(userId))?.email,
    endSessions: async (userId) => {
      await endSessionsOf(outbox.over(createAuthRepository), userId);
    },
    hideThreshold: Number.POSITIVE_INFINITY,
    now: () => new Date(),
  });
}

/** `7` or `7d`: whole days. */
const daysOf = (text: string) => (/^\d{1,3}d?$/.test(text) ? Number.parseInt(text, 10) : NaN);

export async function runSuspension(
  args: readonly string[],
  db: Db,
  usage: string,
): Promise<SuspensionResult> {
  const [command, email, ...rest] = args;
  if (!email || (command === 'suspend' && rest.length < 2)) return { code: 2, lines: [usage] };
  const member = await createUsersRepository(db).findByEmail(email);
  if (!member || member.closedAt)
    return { code: 1, lines: [`No member has the address ${email}.`] };
  const moderation = moderationOver(db);

  if (command === 'unsuspend') {
    const lifted = await moderation.unsuspendMember({
      userId: member.id,
      reason: rest.join(' '),
      actorId: null,
    });
    return {
      code: 0,
      lines: [lifted ? `${email} may sign in again.` : `${email} was not suspended.`],
    };
  }

  const [duration = '', ...reason] = rest;
  try {
    const { until } = await moderation.suspendMember({
      userId: member.id,
      days: daysOf(duration),
      reason: reason.join(' '),
      actorId: null,
    });
    return {
      code: 0,
      lines: [`${email} is suspended until ${until.toISOString()}; their sessions have ended.`],
    };
  } catch (error) {
    // The service's French sentence, as a member of staff would read it.
    if (error instanceof AppError && error.status === 400)
      return { code: 2, lines: [error.message] };
    throw error;
  }
}
