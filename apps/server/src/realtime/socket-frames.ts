/**
 * Frames a client sends on a socket besides `ping` (docs/architecture.md, the socket contract):
 * a module registers what it does with a frame type on a channel (the chat socket's `typing`,
 * the notification socket's `subscribe` and `unsubscribe`), and hears when a socket closes to
 * forget what it held for it. The socket routes hand over only frames of authenticated
 * sockets, already parsed; `user_id` in a frame is never trusted (spec §7), the socket's
 * member is.
 */
import type { HubSocket, SocketChannel } from './hub.ts';

/** Who sent a frame: the socket's member, its channel and the socket itself (one per tab). */
export interface FrameSource {
  userId: string;
  channel: SocketChannel;
  socket: HubSocket;
}

export type FrameHandler = (
  frame: Readonly<Record<string, unknown>>,
  source: FrameSource,
) => void | Promise<void>;

export interface SocketFrames {
  /** `handler` receives the frames of `type` on `channel`. */
  on(channel: SocketChannel, type: string, handler: FrameHandler): void;
  /** `handler` hears each socket that closes (after it was authenticated). */
  onClose(handler: (source: FrameSource) => void): void;
}

/** What the socket routes call. */
export interface SocketFrameRouter extends SocketFrames {
  dispatch(frame: Readonly<Record<string, unknown>>, source: FrameSource): void;
  closed(source: FrameSource): void;
}

export function createSocketFrames(onError: (error: unknown) => void): SocketFrameRouter {
  const handlers = new Map<string, FrameHandler[]>();
  const closers: ((source: FrameSource) => void)[] = [];
  const key = (channel: SocketChannel, type: string) => `${channel}|${type}`;
  return {
    on(channel, type, handler) {
      handlers.set(key(channel, type), [...(handlers.get(key(channel, type)) ?? []), handler]);
    },
    onClose(handler) {
      closers.push(handler);
    },
    dispatch(frame, source) {
      if (typeof frame.type !== 'string') return;
      for (const handler of handlers.get(key(source.channel, frame.type)) ?? []) {
        try {
          void Promise.resolve(handler(frame, source)).catch(onError);
        } catch (error) {
          onError(error);
        }
      }
    },
    closed(source) {
      for (const closer of closers) {
        try {
          closer(source);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
