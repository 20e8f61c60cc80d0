/** The only file that touches community_profile and community_invitations. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communityInvitations, communityProfile } from './admin.schema.ts';

export type CommunityProfileRow = typeof communityProfile.$inferSelect;

export function createAdminRepository(db: Db) {
  return {
    async profile(): Promise<CommunityProfileRow | undefined> {
      const [row] = await db.select().from(communityProfile).where(eq(communityProfile.id, 1));
      return row;
    },

    async saveProfile(
      change: Partial<Pick<CommunityProfileRow, 'name' | 'description' | 'logoUrl' | 'signUpMode'>>,
    ): Promise<CommunityProfileRow> {
      const [row] = await db
        .insert(communityProfile)
        .values({ id: 1, ...change })
        .onConflictDoUpdate({
          target: communityProfile.id,
          set: { ...change, updatedAt: new Date() },
        })
        .returning();
      return row as CommunityProfileRow;
    },

    async insertInvitation(row: {
      email: string;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(communityInvitations).values(row);
    },

    /** Whether an unused, unexpired invitation has this token. */
    async invitationIsLive(tokenHash: string, at: Date): Promise<boolean> {
      const found = await db
        .select({ id: communityInvitations.id })
        .from(communityInvitations)
        .where(
          and(
            eq(communityInvitations.tokenHash, tokenHash),
            isNull(communityInvitations.usedAt),
            gt(communityInvitations.expiresAt, at),
          ),
        );
      return found.length > 0;
    },

    /** Spends the invitation (once: a second sign-up with it finds nothing); false if none. */
    async spendInvitation(tokenHash: string, at: Date): Promise<boolean> {
      const spent = await db
        .update(communityInvitations)
        .set({ usedAt: at })
        .where(
          and(
            eq(communityInvitations.tokenHash, tokenHash),
            isNull(communityInvitations.usedAt),
            gt(communityInvitations.expiresAt, at),
          ),
        )
        .returning({ id: communityInvitations.id });
      return spent.length > 0;
    },

    async eraseOf(userId: string): Promise<void> {
      await db
        .update(communityInvitations)
        .set({ invitedBy: null })
        .where(eq(communityInvitations.invitedBy, userId));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
