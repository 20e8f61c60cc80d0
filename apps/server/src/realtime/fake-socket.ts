/** A socket that records what the hub does to it (hub tests). */
import type { HubSocket } from './hub.ts';

export class FakeSocket implements HubSocket {
  readonly sent: unknown[] = [];
  closed: { code: number; reason: string } | undefined;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
}
