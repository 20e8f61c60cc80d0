/**
 * Mail goes through the job queue (ADR 0004): with the SMTP server down, a sign-up still
 * succeeds and its verification mail arrives once the server is back; a mail held by a node that
 * died comes back after two minutes, and a mail sent twice carries one Message-ID
 * (docs/security.md, "What mail delivery promises").
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
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
    // The send failed (connection refused): nothing arrived, the job waits for its retry. (The
    // drain works what else is ready, such as a scheduled job whose minute came meanwhile.)
    expect(received).toEqual([]);
    await t.app.jobs.drain();
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

/**
 * A receiving server whose first answer to a whole mail is lost: it keeps the mail, then answers
 * 451 as a server would whose 250 never reached the sender (or as if the sending node died right
 * after the mail left). The sender must send again, with the same Message-ID.
 */
async function startForgetfulSink(kept: ReceivedMail[]): Promise<SmtpSink> {
  let answered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        kept.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        answered += 1;
        if (answered > 1) return callback();
        const lost = Object.assign(new Error('Réponse perdue'), { responseCode: 451 });
        callback(lost);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

describe('mail delivery: at least once, never lost, a duplicate recognisable (docs/security.md)', () => {
  it('gives a mail job a two-minute expiry, so a mail held by a dead node comes back soon', async () => {
    const sinkOfThisTest = await startSmtpSink([]);
    const app = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${sinkOfThisTest.port}` },
    });
    try {
      app.jobs.drainAfterInject = false;
      const signUp = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/',
        payload: memberInput(),
      });
      expect(signUp.statusCode).toBe(201);
      // pg-boss fails an active job past its row's expire_in and retries it elsewhere; its
      // default (15 minutes) held a mail that long when its node died mid-send.
      const { rows } = (await app.database.executeSql(
        `select extract(epoch from expire_in)::int as seconds from pgboss.job where name = 'mail.send'`,
      )) as { rows: { seconds: number }[] };
      expect(rows).toEqual([{ seconds: 120 }]);
    } finally {
      await app.close();
      await sinkOfThisTest.stop();
    }
  });

  it('sends a mail again when its first answer is lost, with the same Message-ID', async () => {
    const kept: ReceivedMail[] = [];
    const forgetful = await startForgetfulSink(kept);
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${forgetful.port}` } });
    try {
      const member = memberInput();
      await app.app.inject({ method: 'POST', url: '/api/auth/sign-up/', payload: member });
      expect(kept).toHaveLength(1);
      await vi.waitFor(
        async () => {
          await app.app.jobs.drain();
          expect(kept).toHaveLength(2);
        },
        { timeout: 30_000, interval: 500 },
      );
      const [first, second] = kept.map((mail) => messageIdOf(mail.raw));
      expect(first).toMatch(/^<[0-9a-f-]{36}@koinonia\.local>$/);
      expect(second).toBe(first);
      expect(await app.app.jobs.status()).toMatchObject({ queued: 0, dead: 0 });
    } finally {
      await app.close();
      await forgetful.stop();
    }
  });
});
