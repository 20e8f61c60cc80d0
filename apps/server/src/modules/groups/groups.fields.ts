/** The stored fields of a group's create or edit, each checked (400 with its field). */
import type { GroupKind, UpdateGroupBody } from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import type { GroupsServiceDeps } from './groups.deps.ts';
import type { GroupValues } from './groups.repository.ts';
import { GROUPS_TEXTS } from './groups.texts.ts';

async function ownPicture(
  deps: Pick<GroupsServiceDeps, 'ownedPath'>,
  me: string,
  url: string | null | undefined,
  field: string,
) {
  if (url === undefined) return undefined;
  if (url === null || url === '') return null;
  const path = await deps.ownedPath(me, url);
  if (!path) throw invalid(field, GROUPS_TEXTS.notYourPicture);
  return path;
}

/** The stored fields of a create or an edit (a page stays public and open). */
export async function groupFields(
  deps: Pick<GroupsServiceDeps, 'ownedPath'>,
  me: string,
  kind: GroupKind,
  input: UpdateGroupBody,
): Promise<Partial<GroupValues>> {
  const page = kind === 'PAGE';
  const fields: Partial<GroupValues> = {
    name: input.name,
    description: input.description,
    visibility: page ? undefined : input.visibility,
    joinRule: page ? undefined : input.join_rule,
    image: await ownPicture(deps, me, input.image, 'image'),
    logo: await ownPicture(deps, me, input.logo, 'logo'),
  };
  if (page) {
    Object.assign(fields, {
      category: input.category,
      address: input.address,
      website: input.website,
      contactEmail: input.contact_email,
      schedule: input.schedule,
    });
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
