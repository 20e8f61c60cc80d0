/**
 * Outgoing mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the mail is printed to the
 * log with its link, so a newcomer can verify an address without a mail server. That log line
 * is the only place a token is ever printed, on purpose (docs/security.md).
 */
import nodemailer from 'nodemailer';
import type { Jobs } from './jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, printed by the log mailer. */
  link?: string;
  /** Extra headers (List-Unsubscribe on the digests). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: async () => transport.close(),
  };
}

export function createLogMailer(log: (line: string) => void): Mailer {
  return {
    send(message) {
      log(`Mail to ${message.to}: ${message.subject}${message.link ? ` — ${message.link}` : ''}`);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

const MAIL_QUEUE = 'mail.send';

/**
 * A mailer that stores each mail as a job and sends it from the queue through `transport`:
 * a failed send (the SMTP server down) is retried with backoff, then kept in the dead-letter
 * queue, never lost. A sent mail's job is deleted at once: its link carries a token.
 */
export function queuedMailer(jobs: Jobs, transport: Mailer): Mailer {
  jobs.define<MailMessage>(MAIL_QUEUE, (message) => transport.send(message), {
    // 2 s, then doubling (with jitter) up to an hour: about two and a half hours in all.
    retryLimit: 12,
    retryDelay: 2,
    deleteWhenDone: true,
  });
  return {
    send: (message) => jobs.send(MAIL_QUEUE, message),
    close: () => Promise.resolve(),
  };
}

/** Escapes text placed into the HTML part of a mail (names are member input). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
