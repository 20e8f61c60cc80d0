import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createLogMailer, createSmtpMailer } from './mailer.ts';

const received: ReceivedMail[] = [];
let sink: SmtpSink;
let port: number;

beforeAll(async () => {
  sink = await startSmtpSink(received);
  port = sink.port;
});
afterAll(() => sink.stop());

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
