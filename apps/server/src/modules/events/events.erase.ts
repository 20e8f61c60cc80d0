/**
 * What deletion erases of a member in events (ADR 0009): the events they alone organised (with
 * their answers and discussion), their place among the organisers of the others, their answers,
 * reminders and calendar feed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function eraseEventsOf(db: Db, userId: string): Promise<void> {
  const me = sql`${userId}::uuid`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from events e
      where e.id in (select o.event_id from event_organisers o where o.user_id = ${me})
        and not exists (select 1 from event_organisers other
          where other.event_id = e.id and other.user_id <> ${me})`);
    await tx.execute(sql`delete from events where created_by = ${me}
      and not exists (select 1 from event_organisers o where o.event_id = events.id)`);
    await tx.execute(sql`update events set created_by = (select o.user_id from event_organisers o
        where o.event_id = events.id and o.user_id <> ${me} order by o.user_id limit 1)
      where created_by = ${me}`);
    await tx.execute(sql`delete from event_organisers where user_id = ${me}`);
    await tx.execute(sql`delete from event_participants where user_id = ${me}`);
    await tx.execute(sql`update event_participants set invited_by = null where invited_by = ${me}`);
    await tx.execute(sql`delete from event_reminders where user_id = ${me}`);
    await tx.execute(sql`delete from calendar_tokens where user_id = ${me}`);
  });
}
