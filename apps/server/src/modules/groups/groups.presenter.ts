/** Group rows → the shapes of contracts groups.ts, field by field. */
import type { Group, GroupMember, PageCategory } from '@koinonia/contracts';
import { presentMemberCard } from '../users/users.public.ts';
import type { GroupRow, MemberRow } from './groups.repository.ts';

export function presentGroup(row: GroupRow): Group {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    join_rule: row.join_rule,
    image: row.image,
    logo: row.logo,
    member_count: row.member_count,
    my_role: row.my_role,
    my_status: row.my_status,
    notify_posts: row.notify_posts,
    friends: row.friends.map(presentMemberCard),
    friends_count: row.friends_count,
    requests_count: row.requests_count,
    archived: row.archived,
    page:
      row.kind === 'PAGE'
        ? {
            category: row.category as PageCategory | null,
            address: row.address,
            website: row.website,
            contact_email: row.contact_email,
            schedule: row.schedule,
          }
        : null,
    created_at: row.created_at,
    // Its members and those invited alone are shown it: 'Masqué par la modération' on it.
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
  };
}

export function presentMember(row: MemberRow): GroupMember {
  return {
    user: presentMemberCard(row.user),
    role: row.role,
    status: row.status,
    message: row.message,
    created_at: row.created_at,
  };
}
