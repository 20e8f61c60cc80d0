/**
 * Who may do what with a group's services (docs/adr/0015-policies-and-sub-domain-services.md,
 * docs/adr/0028-volunteer-rotas.md):
 *
 * - Only the group's members see its services and slots; to the others a slot does not exist
 *   (404) and the group's list is refused (403).
 * - Its leaders (owners and admins, as the groups module decides admin rights) define services,
 *   open slots to volunteers, ask members, see who could take a slot, and call for volunteers.
 * - Every member answers for themselves; a past slot changes no more; an archived group is
 *   read-only.
 */
import { AppError } from '../../platform/errors.ts';
import type { GroupStanding } from './rotas.repository.ts';
import { ROTAS_TEXTS } from './rotas.texts.ts';

export type RotaAction = 'read' | 'lead' | 'answer';

export function refusal(group: GroupStanding, action: RotaAction): AppError | undefined {
  if (!group.member) return new AppError(403, 'forbidden', ROTAS_TEXTS.membersOnly);
  if (action === 'read') return undefined;
  if (action === 'lead' && !group.leader) {
    return new AppError(403, 'forbidden', ROTAS_TEXTS.leadersOnly);
  }
  if (group.archived) return new AppError(403, 'forbidden', ROTAS_TEXTS.archived);
  return undefined;
}
