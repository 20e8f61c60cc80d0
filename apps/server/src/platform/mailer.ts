/**
 * Outgoing mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the mail is printed to the
 * log with its link, so a newcomer can verify an address without a mail server. That log line
 * is the only place a token is ever printed, on purpose (docs/security.md).
 */
import { randomUUID } from 'node:crypto';
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
  /**
   * The mail's identity (its job's id, given by the queue): the SMTP mailer makes the
   * Message-ID from it, so a mail sent twice by a retry reads as one mail to the receiver.
   */
  id?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A send gives up well within the mail job's expiry (MAIL_EXPIRY_SECONDS): a server that accepts
 * the connection and never answers fails the attempt, which is retried, rather than holding it
 * (nodemailer waits 30 s for a greeting and 10 minutes on a silent socket by default).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The domain of the sender's address, the right-hand side of our Message-IDs (RFC 5322 §3.6.4). */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'koinonia.local';
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const domain = domainOf(from);
  return {
    async send(message) {
      await transport.sendMail({
        ...(message.id ? { messageId: `<${message.id}@${domain}>` } : {}),
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
 * A mail in hand on a node that died is sent again after this long (pg-boss's default, 15
 * minutes, held it that long). A live send ends well before it (SMTP_TIMEOUTS).
 */
export const MAIL_EXPIRY_SECONDS = 120;

/**
 * A mailer that stores each mail as a job and sends it from the queue through `transport`:
 * a failed send (the SMTP server down) is retried with backoff, then kept in the dead-letter
 * queue, never lost. A sent mail's job is deleted at once: its link carries a token.
 *
 * Delivery is at least once (docs/security.md, "Mail delivery"): a node that dies between the
 * server's acceptance and the job's deletion sends the mail again. Each mail's id is its job's
 * id, and its Message-ID is made from it, so both copies carry the same Message-ID.
 */
export function queuedMailer(jobs: Jobs, transport: Mailer): Mailer {
  jobs.define<MailMessage>(MAIL_QUEUE, (message) => transport.send(message), {
    // 2 s, then doubling (with jitter) up to an hour: about two and a half hours in all.
    retryLimit: 12,
    retryDelay: 2,
    deleteWhenDone: true,
    expireInSeconds: MAIL_EXPIRY_SECONDS,
  });
  return {
    send(message) {
      const id = randomUUID();
      return jobs.send(MAIL_QUEUE, { ...message, id }, { id });
    },
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
