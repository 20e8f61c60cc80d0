import { describe, expect, it } from 'vitest';
import { PARISH_SCHEDULE, sharedWithAll } from './sw-caching';

const GROUP = '11111111-1111-4111-8111-111111111111';

describe("the parish schedules' runtime cache (docs/adr/0026-parish-page.md)", () => {
  it("lets the service worker keep only a schedule every reader gets, never an admin's", async () => {
    expect(PARISH_SCHEDULE.test(`/api/groups/${GROUP}/schedule/`)).toBe(true);
    expect(PARISH_SCHEDULE.test(`/api/groups/${GROUP}/requests/`)).toBe(false);
    const answer = (body: object) => new Response(JSON.stringify(body));
    expect(await sharedWithAll(answer({ is_admin: false }))).toBe(true);
    expect(await sharedWithAll(answer({ is_admin: true }))).toBe(false);
    expect(await sharedWithAll(new Response('pas du JSON'))).toBe(false);
  });
});
