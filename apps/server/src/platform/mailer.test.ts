import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogMailer, createSmtpMailer } from './mailer.ts';

const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real local SMTP sink: the mail goes through nodemailer and the SMTP protocol.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mailers', () => {
  it('delivers through SMTP with the configured sender', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}`,
      'Koinonia <no-reply@koinonia.local>',
    );
    await mailer.send({
      to: 'marie@exemple.fr',
      subject: 'Confirmez votre adresse',
      text: 'Bonjour Marie, https://koinonia.test/auth/verify?token=abc',
      html: '<p>Bonjour Marie</p>',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@koinonia.local');
    expect(received[0]?.to).toEqual(['marie@exemple.fr']);
    expect(received[0]?.raw).toContain('Subject: Confirmez votre adresse');
    expect(received[0]?.raw).toContain('auth/verify?token=abc');
  });

  it('prints the subject, recipient and link when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const mailer = createLogMailer((line) => lines.push(line));
    await mailer.send({
      to: 'jean@exemple.fr',
      subject: 'Confirmez votre adresse',
      text: '…',
      html: '…',
      link: 'http://localhost:3000/auth/verify?token=xyz',
    });
    expect(lines).toEqual([
      'Mail to jean@exemple.fr: Confirmez votre adresse — http://localhost:3000/auth/verify?token=xyz',
    ]);
  });
});
