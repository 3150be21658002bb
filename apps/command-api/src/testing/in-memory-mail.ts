import { type MailMessage, type MailSender } from '../auth/mail/mail-sender.port';

/** The links the server mails: `/auth?verify=<token>` and `/auth?reset=<token>`. */
export type MailedLink = 'verify' | 'reset';

/** A mailbox for tests: the real mail port, keeping what was sent instead of logging it. */
export class InMemoryMail implements MailSender {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The token of the last `verify` or `reset` link mailed to `to`. */
  token(link: MailedLink, to: string): string {
    const pattern = new RegExp(`/auth\\?${link}=(\\S+)`);
    const mail = [...this.sent].reverse().find((m) => m.to === to && pattern.test(m.text));
    if (!mail) throw new Error(`no ${link} link mailed to ${to}`);
    return decodeURIComponent(pattern.exec(mail.text)![1]!);
  }
}
