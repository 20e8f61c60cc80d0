/**
 * Mail goes through the job queue (issue 10, §3): with the SMTP server down, a sign-up still
 * succeeds and its verification mail arrives once the server is back.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memberInput } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const received: { to: string[]; raw: string }[] = [];

function startSink(port = 0): Promise<SMTPServer> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => sink.listen(port, '127.0.0.1', () => resolve(sink)));
}
const stopSink = (sink: SMTPServer) => new Promise<void>((resolve) => sink.close(() => resolve()));

let t: TestApp | undefined;
let sink: SMTPServer | undefined;
afterAll(async () => {
  await t?.close();
  if (sink) await stopSink(sink);
});

describe('mail through the job queue', () => {
  it('keeps a verification mail while the SMTP server is down and sends it once it is back', async () => {
    // Find a free port with a first sink, then stop it: the server is down.
    const probe = await startSink();
    const port = (probe.server.address() as AddressInfo).port;
    await stopSink(probe);
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });

    const member = memberInput();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      payload: member,
    });
    expect(signUp.statusCode).toBe(201);
    // The send failed (connection refused): nothing arrived, the job waits for its retry.
    expect(received).toEqual([]);
    expect(await t.app.jobs.status()).toMatchObject({ ok: true, queued: 1, dead: 0 });

    sink = await startSink(port);
    await vi.waitFor(
      async () => {
        await t?.app.jobs.drain();
        expect(received.map((mail) => mail.to)).toEqual([[member.email.toLowerCase()]]);
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(received[0]?.raw).toContain('/auth/verify?token=');
    // Sent once; the job (its link carries a token) is gone.
    expect(await t.app.jobs.status()).toMatchObject({ queued: 0, dead: 0 });
  });
});
