import type { Mailer, MailMessage } from '../platform/mailer.ts';

/** A mailer that keeps every mail, so tests read the links members would click. */
export class CapturedMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  to(email: string): MailMessage[] {
    return this.sent.filter((mail) => mail.to === email.toLowerCase());
  }

  last(email: string): MailMessage | undefined {
    return this.to(email).at(-1);
  }

  /** The `token` of the last link sent to this address. */
  lastToken(email: string): string {
    const link = this.last(email)?.link;
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no mail with a token was sent to ${email}`);
    return token;
  }
}
