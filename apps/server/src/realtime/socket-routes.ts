/**
 * The two sockets of spec §7: `/ws/notifications/?token=` and `/ws/messages/?token=` (with or
 * without the trailing slash). Browsers cannot read the HTTP status of a refused upgrade, so
 * every refusal accepts the socket and closes it with a code: 4403 for a foreign Origin, 4401
 * for a missing, bad or expired token. The token is in the URL because the spec puts it there;
 * the request log redacts it (platform/logger.ts).
 */
import websocket from '@fastify/websocket';
import { SOCKET_UNAUTHORIZED } from '@koinonia/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AccessTokens } from '../platform/access-token.ts';
import type { HubSocket, SocketChannel, SocketHub } from './hub.ts';
import type { Presence } from './presence.ts';
import type { FrameSource, SocketFrameRouter } from './socket-frames.ts';

export const SOCKET_FORBIDDEN_ORIGIN = 4403;
export const CLOSE_REASONS = {
  unauthorized: 'Jeton manquant, invalide ou expiré',
  origin: 'Origine refusée',
  shutdown: 'Arrêt du serveur',
  unavailable: 'Service temps réel indisponible',
} as const;

/** A client that lets this much pile up unread is dropped rather than hold the node's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Clients only ever send tiny frames (`ping`, `typing`, `subscribe`…). */
const MAX_PAYLOAD_BYTES = 4096;
/**
 * Frames other than `ping` a socket may send per second; the rest of that second's are dropped
 * (a feed scrolled fast subscribes to a few cards a second, a typist sends one frame in three
 * seconds).
 */
export const MAX_FRAMES_PER_SECOND = 20;
/** At shutdown, a client that does not answer the close frame is cut after this long. */
const CLOSE_GRACE_MS = 1000;

export interface SocketRoutesOptions {
  hub: SocketHub;
  presence: Presence;
  accessTokens: AccessTokens;
  /** PUBLIC_URL: its origin is allowed besides the request's own host. */
  publicUrl: string;
  pingIntervalMs: number;
  /** What the modules do with the other frames a client sends (realtime/socket-frames.ts). */
  frames: SocketFrameRouter;
}

/** No Origin (not a browser), the public origin, or the host the request was sent to. */
export function originAllowed(
  origin: string | undefined,
  publicOrigin: string,
  requestHost: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === requestHost;
  } catch {
    return false;
  }
}

export const socketRoutes: FastifyPluginAsync<SocketRoutesOptions> = async (app, options) => {
  const { hub, presence, accessTokens } = options;
  const publicOrigin = new URL(options.publicUrl).origin;
  const alive = new Map<WebSocket, boolean>();
  /** Departures still announcing presence; the node waits for them when it closes. */
  const leaving = new Set<Promise<void>>();

  const pinger = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.pingIntervalMs);
  pinger.unref();

  app.addHook('onClose', async () => {
    await Promise.allSettled([...leaving]);
  });
  // Registered here, not on the root: only these routes are websocket routes.
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD_BYTES },
    // At shutdown every socket hears why (1001, going away); the client reconnects elsewhere.
    preClose(done) {
      clearInterval(pinger);
      const server = this.websocketServer;
      for (const socket of server.clients) socket.close(1001, CLOSE_REASONS.shutdown);
      const cut = setTimeout(() => {
        for (const socket of server.clients) socket.terminate();
      }, CLOSE_GRACE_MS);
      cut.unref();
      server.close();
      done();
    },
  });

  /** A JSON object with a string `type`, or undefined. */
  function frameOf(data: RawData): Record<string, unknown> | undefined {
    try {
      const message = JSON.parse(String(data)) as unknown;
      if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
      const frame = message as Record<string, unknown>;
      return typeof frame.type === 'string' ? frame : undefined;
    } catch {
      return undefined;
    }
  }

  function token(request: FastifyRequest): string {
    const value = (request.query as Record<string, unknown>).token;
    return typeof value === 'string' ? value : '';
  }

  function serve(channel: SocketChannel) {
    return async (socket: WebSocket, request: FastifyRequest): Promise<void> => {
      // Listening at once: a client may send before its token is checked. Spec §7: clients
      // may send messages (carrying a user_id, never trusted); a ping gets an answer, the other
      // frames go to the modules (socket-frames.ts), and only once the socket is authenticated.
      let authenticated: (source: FrameSource | undefined) => void = () => undefined;
      const ready = new Promise<FrameSource | undefined>((resolve) => (authenticated = resolve));
      let second = 0;
      let framesThisSecond = 0;
      socket.on('message', (data, isBinary) => {
        const frame = isBinary ? undefined : frameOf(data);
        if (!frame) return;
        void ready.then((source) => {
          if (!source) return;
          if (frame.type === 'ping') {
            socket.send('{"type":"pong"}');
            return;
          }
          const now = Math.floor(Date.now() / 1000);
          if (now !== second) {
            second = now;
            framesThisSecond = 0;
          }
          framesThisSecond += 1;
          if (framesThisSecond > MAX_FRAMES_PER_SECOND) return;
          options.frames.dispatch(frame, source);
        });
      });
      socket.on('close', () => authenticated(undefined));

      if (!originAllowed(request.headers.origin, publicOrigin, request.host)) {
        socket.close(SOCKET_FORBIDDEN_ORIGIN, CLOSE_REASONS.origin);
        return;
      }
      let userId: string;
      try {
        userId = await accessTokens.verify(token(request));
      } catch {
        socket.close(SOCKET_UNAUTHORIZED, CLOSE_REASONS.unauthorized);
        return;
      }
      if (socket.readyState !== socket.OPEN) return;

      const member: HubSocket = {
        send(data) {
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            return;
          }
          socket.send(data);
        },
        close: (code, reason) => socket.close(code, reason),
      };
      const memberSource: FrameSource = { userId, channel, socket: member };
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        alive.delete(socket);
        options.frames.closed(memberSource);
        const departure = hub
          .detach(userId, channel, member)
          .then((last) => (last ? presence.announce(userId, 'offline') : undefined))
          .catch((error: unknown) => request.log.warn({ err: error }, 'socket detach failed'));
        leaving.add(departure);
        void departure.finally(() => leaving.delete(departure));
      });

      try {
        const first = await hub.attach(userId, channel, member);
        authenticated(memberSource);
        if (first) await presence.announce(userId, 'online');
      } catch (error) {
        request.log.warn({ err: error }, 'socket attach failed');
        socket.close(1011, CLOSE_REASONS.unavailable);
      }
    };
  }

  for (const channel of ['notifications', 'messages'] as const) {
    for (const url of [`/ws/${channel}/`, `/ws/${channel}`]) {
      app.get(url, { websocket: true, schema: { hide: true } }, serve(channel));
    }
  }
};
