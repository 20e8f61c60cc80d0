import { vi } from 'vitest';

/** A WebSocket stand-in: tests open, push frames into and close each instance by hand. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly close = vi.fn((code?: number) => {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code: code ?? 1005 } as CloseEvent);
  });

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server pushes a JSON frame. */
  push(data: unknown): void {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }

  /** The connection drops (an error, then the close), or the server closes with `code`. */
  drop(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    if (code === 1006) this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  /** Installs the fake as the global WebSocket; returns the class for assertions. */
  static install(): typeof FakeWebSocket {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    return FakeWebSocket;
  }
}
