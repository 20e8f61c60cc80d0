/**
 * Mail goes through the job queue (ADR 0004): with the SMTP server down, a sign-up still
 * succeeds and its verification mail arrives once the server is back.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memberInput } from '../test/factories.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const received: ReceivedMail[] = [];

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

describe('mail through the job queue', () => {
  it('keeps a verification mail while the SMTP server is down and sends it once it is back', async () => {
    // Find a free port with a first sink, then stop it: the server is down.
    const probe = await startSmtpSink(received);
    const port = probe.port;
    await probe.stop();
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

    sink = await startSmtpSink(received, port);
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
