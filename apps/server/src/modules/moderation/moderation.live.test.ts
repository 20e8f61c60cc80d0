/**
 * Moderation, live (docs/adr/0021-moderation.md): moderators see a case arrive on their
 * notification socket, a member without the role does not; a suspension closes the suspended
 * member's sockets, as a sign-out does (realtime/session-listeners.ts).
 */
import {
  type ModerationCase,
  type ModerationCaseEvent,
  type Publication,
  SOCKET_UNAUTHORIZED,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../realtime/session-listeners.ts';
import { createMember, createSignedInMember, type Member, signIn } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import {
  createListeningTestApp,
  type ListeningTestApp,
  tokenOf,
} from '../../test/listening-app.ts';
import { LIVE } from '../../test/test-app.ts';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const connect = (token: string) => t.socket('/ws/notifications/', { token });
const isCase = (id?: string) => (message: { type: string; case_id?: string }) =>
  message.type === 'moderation_case' && (id === undefined || message.case_id === id);

describe('moderation, live', () => {
  it('tells moderators of a case as it opens and as it closes; nobody else', async () => {
    const moderator = await createSignedInMember(t);
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const [author, reporter, bystander] = [
      await createSignedInMember(t),
      await createSignedInMember(t),
      await createSignedInMember(t),
    ];
    const watching = connect(tokenOf(moderator));
    const idle = connect(tokenOf(bystander));
    await Promise.all([watching.ready(), idle.ready()]);

    const publication = ok<Publication>(
      await call(author, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Texte',
        audience: 'public',
      }),
      201,
    );
    ok(
      await call(reporter, 'POST', '/api/moderation/reports/', {
        target_type: 'publication',
        target_id: publication.id,
        reason: 'spam',
      }),
      201,
    );
    const opening = await watching.next<ModerationCaseEvent>(isCase(), LIVE.timeout);
    expect(opening.status).toBe('open');
    const decided = ok<ModerationCase>(
      await call(moderator, 'POST', `/api/moderation/cases/${opening.case_id}/decision/`, {
        action: 'dismiss',
        reason: 'Rien à redire',
      }),
    );
    expect(decided.target_id).toBe(publication.id);
    const closing = await watching.next<ModerationCaseEvent>(
      (message) => isCase(opening.case_id)(message) && message.status === 'closed',
      LIVE.timeout,
    );
    expect(closing.status).toBe('closed');
    await expect(idle.next(isCase(), 300)).rejects.toThrow();
  });

  it('closes the sockets of a suspended member', async () => {
    const moderator = await createSignedInMember(t);
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const input = await createMember(t);
    const session = await signIn(t, input);
    const author = { headers: { authorization: `Bearer ${session.access}` } } as Member;
    const socket = connect(session.access);
    await socket.ready();
    const publication = ok<Publication>(
      await call(author, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Texte',
        audience: 'public',
      }),
      201,
    );
    ok(
      await call(await createSignedInMember(t), 'POST', '/api/moderation/reports/', {
        target_type: 'publication',
        target_id: publication.id,
        reason: 'harassment',
      }),
      201,
    );
    const cases = ok<{ results: ModerationCase[] }>(
      await call(moderator, 'GET', '/api/moderation/cases/'),
    ).results;
    const found = cases.find((c) => c.target_id === publication.id);
    ok(
      await call(moderator, 'POST', `/api/moderation/cases/${found?.id}/decision/`, {
        action: 'suspend',
        reason: 'Insultes',
        duration: 7,
      }),
    );
    expect(await socket.closed).toEqual({ code: SOCKET_UNAUTHORIZED, reason: SESSION_ENDED });
  });
});
