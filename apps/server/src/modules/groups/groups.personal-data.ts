/** What the groups module holds of a member (ADR 0009): their memberships and roles. */
import { GROUP_FRIENDS_SHOWN } from '@koinonia/contracts';
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createGroupsRepository } from './groups.repository.ts';
import type { GroupsService } from './groups.service.ts';

export const groupsPersonalData: PersonalDataHooks<GroupsService> = {
  /** Their memberships; a group they alone owned passes on, or is archived. */
  erase: (_ctx, groups, userId) => groups.eraseMember(userId),
  async export(ctx, _groups, userId) {
    const memberships = await createGroupsRepository(ctx.db, GROUP_FRIENDS_SHOWN).listForExport(
      userId,
    );
    return [{ file: 'groupes.json', title: 'Mes groupes et pages', rows: memberships }];
  },
};
