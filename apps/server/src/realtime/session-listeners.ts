/**
 * Sign-out and password reset close the member's sockets on every node (docs/security.md).
 * The close code is 4401, as for a bad token: the client refreshes its token before retrying,
 * which fails once its session is revoked, and a tab whose session is still valid reconnects.
 */
import { SOCKET_UNAUTHORIZED } from '@koinonia/contracts';
import type { Facts, FactBus } from '../platform/facts.ts';
import type { SocketHub } from './hub.ts';

export const SESSION_ENDED = 'Session terminée';

export function listenToSessionFacts(
  bus: Pick<FactBus<Facts>, 'on'>,
  hub: Pick<SocketHub, 'disconnect'>,
): void {
  const close = ({ userId }: { userId: string }) =>
    hub.disconnect(userId, SOCKET_UNAUTHORIZED, SESSION_ENDED);
  bus.on('auth.signed_out', close);
  bus.on('auth.password_reset', close);
}
