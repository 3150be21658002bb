import { type Logger } from '@buildmentor/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail. The default writes each message to the log; a real SMTP adapter fits here. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_SENDER = Symbol.for('buildmentor.MailSender');

export class LogMailSender implements MailSender {
  constructor(private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.logger.info('mail (log delivery)', { to: message.to, subject: message.subject, text: message.text });
  }
}
