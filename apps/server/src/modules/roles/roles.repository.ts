/** The roles module's SQL: its one table, `member_roles`. */
import type { CommunityRole } from '@koinonia/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberRoles } from './roles.schema.ts';

export interface RoleGrant {
  userId: string;
  role: CommunityRole;
  grantedAt: Date;
}

export function createRolesRepository(db: Db) {
  return {
    async rolesOf(userId: string): Promise<CommunityRole[]> {
      const found = await db
        .select({ role: memberRoles.role })
        .from(memberRoles)
        .where(eq(memberRoles.userId, userId))
        .orderBy(asc(memberRoles.role));
      return found.map((row) => row.role as CommunityRole);
    },

    async has(userId: string, role: CommunityRole): Promise<boolean> {
      const found = await db
        .select({ role: memberRoles.role })
        .from(memberRoles)
        .where(and(eq(memberRoles.userId, userId), eq(memberRoles.role, role)));
      return found.length > 0;
    },

    /** false when the member held it already. */
    async grant(userId: string, role: CommunityRole): Promise<boolean> {
      const inserted = await db
        .insert(memberRoles)
        .values({ userId, role })
        .onConflictDoNothing()
        .returning({ role: memberRoles.role });
      return inserted.length > 0;
    },

    /** false when the member did not hold it. */
    async revoke(userId: string, role: CommunityRole): Promise<boolean> {
      const deleted = await db
        .delete(memberRoles)
        .where(and(eq(memberRoles.userId, userId), eq(memberRoles.role, role)))
        .returning({ role: memberRoles.role });
      return deleted.length > 0;
    },

    async list(): Promise<RoleGrant[]> {
      const found = await db
        .select()
        .from(memberRoles)
        .orderBy(asc(memberRoles.role), asc(memberRoles.grantedAt));
      return found.map((row) => ({ ...row, role: row.role as CommunityRole }));
    },

    async eraseOf(userId: string): Promise<void> {
      await db.delete(memberRoles).where(eq(memberRoles.userId, userId));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
