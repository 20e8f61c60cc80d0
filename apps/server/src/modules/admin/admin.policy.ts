/**
 * Who may use the admin console, read in one place
 * (docs/adr/0015-policies-and-sub-domain-services.md): a guest is asked to sign in (401), a
 * member without the community role `admin` is refused (403), whatever other role they hold
 * (an editor writes the news, a moderator answers reports: neither runs the community).
 * One more rule on roles: the last admin cannot take the role from themself, or nobody could
 * give it back without the server's command line.
 */
import { AppError, unauthorized } from '../../platform/errors.ts';
import { ADMIN_TEXTS } from './admin.texts.ts';

export interface AdminActor {
  id: string | null;
  admin: boolean;
}

/** Why the actor may not use the console; undefined when they may. */
export function refusal(actor: AdminActor): AppError | undefined {
  if (actor.id === null) return unauthorized();
  return actor.admin ? undefined : new AppError(403, 'forbidden', ADMIN_TEXTS.adminsOnly);
}

/** Refuses taking `admin` from the only member who holds it. */
export function roleRevocationRefusal(adminCount: number): AppError | undefined {
  return adminCount <= 1 ? new AppError(409, 'conflict', ADMIN_TEXTS.lastAdmin) : undefined;
}
