import { useEffect, useRef } from 'react';
import { refreshOrEndSession } from '@/shared/api/client';
import {
  SOCKET_CONNECT_AFTER_MOUNT_MS,
  SOCKET_MAX_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@/shared/constants';
import { getAccessToken } from '@/shared/session/session';
import { useAccessToken } from '@/shared/session/useSession';

export const MAX_ATTEMPTS_WARNING = 'Nombre maximum de tentatives atteint';

/**
 * The close code of a missing, bad or expired token: the contract's
 * SOCKET_UNAUTHORIZED, written here because importing a value from
 * @koinonia/contracts would bring zod into every signed-in page (the test
 * checks that both agree).
 */
export const SOCKET_UNAUTHORIZED = 4401;

/** Sends one JSON frame on the open socket (`typing`, `subscribe`…). */
export type SendFrame = (frame: object) => void;

export interface SocketHandlers {
  /**
   * The socket opened: the caller loads its list (spec §4); `send` writes frames on this
   * connection until it closes.
   */
  onOpen?: (send: SendFrame) => void;
  /** The connection closed (a retry may follow): frames can no longer be sent on it. */
  onClose?: () => void;
  /** A parsed JSON frame. Frames that are not JSON are dropped. */
  onMessage: (data: unknown) => void;
}

export interface ReconnectingSocketOptions extends SocketHandlers {
  /** Base URL without the query, e.g. ws://host/ws/notifications. */
  url: string;
  getToken?: () => string | null;
  /** Refreshes the access token after a 4401 close; null when the session is over. */
  refreshToken?: () => Promise<string | null>;
}

/**
 * A socket that follows spec §4: the first connection 100 ms after start; on
 * open the retry counter is reset; on close (an error is always followed by a
 * close) a retry after 1000 ms, up to 5000 attempts, then a warning. A close
 * with 4401 (bad or expired token) refreshes the token before the retry.
 * Returns the stop function: it cancels the pending retry and closes the socket.
 */
export function openReconnectingSocket(options: ReconnectingSocketOptions): () => void {
  const { url, getToken = getAccessToken, refreshToken = refreshOrEndSession } = options;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const connect = () => {
    timer = undefined;
    const token = getToken();
    if (stopped || !token) return;
    const ws = new WebSocket(`${url}/?token=${encodeURIComponent(token)}`);
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      options.onOpen?.((frame) => {
        if (socket === ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
      });
    };
    ws.onmessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      options.onMessage(data);
    };
    // Spec §8: a socket error is only logged; the close that follows retries.
    ws.onerror = () => console.error(`Socket error on ${url}`);
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) options.onClose?.();
      if (stopped || socket !== ws) return;
      socket = null;
      retry(event.code === SOCKET_UNAUTHORIZED);
    };
  };

  const retry = (unauthorized: boolean) => {
    if (attempts >= SOCKET_MAX_ATTEMPTS) {
      console.warn(MAX_ATTEMPTS_WARNING);
      return;
    }
    attempts += 1;
    timer = setTimeout(() => {
      timer = undefined;
      if (!unauthorized) {
        connect();
        return;
      }
      // The access token expired: get a new one first (single-flight with the API client).
      refreshToken().then(
        (fresh) => {
          if (fresh) connect();
        },
        () => {
          if (!stopped) retry(true);
        },
      );
    }, SOCKET_RECONNECT_DELAY_MS);
  };

  timer = setTimeout(connect, SOCKET_CONNECT_AFTER_MOUNT_MS);

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const ws = socket;
    socket = null;
    if (ws) options.onClose?.();
    if (ws && ws.readyState !== WebSocket.CLOSED && ws.readyState !== WebSocket.CLOSING) {
      ws.close(1000);
    }
  };
}

/**
 * Keeps one reconnecting socket open while the member is signed in (spec §4):
 * it starts 100 ms after mount and stops on logout or unmount. The handlers
 * may change between renders without reconnecting.
 */
export function useReconnectingSocket(url: string, handlers: SocketHandlers): void {
  const signedIn = Boolean(useAccessToken());
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!signedIn) return;
    return openReconnectingSocket({
      url,
      onOpen: (send) => latest.current.onOpen?.(send),
      onClose: () => latest.current.onClose?.(),
      onMessage: (data) => latest.current.onMessage(data),
    });
  }, [signedIn, url]);
}
