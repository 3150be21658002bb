import { type Provider } from '@nestjs/common';
import { type AppConfig, createLogger } from '@buildmentor/config';
import { CONFIG, OVERRIDES } from '../../infrastructure/tokens';
import { LogMailSender, MAIL_SENDER, type MailSender } from './mail-sender.port';

export interface MailSenderOverride {
  /** Tests read the password-reset mail from an in-memory sender. */
  mailSender?: MailSender;
}

/** Mail goes to the log unless a test swaps in its own sender. */
export const mailSenderProvider: Provider = {
  provide: MAIL_SENDER,
  inject: [OVERRIDES, CONFIG],
  useFactory: (overrides: MailSenderOverride, config: AppConfig) =>
    overrides.mailSender ?? new LogMailSender(createLogger('mail', config.LOG_LEVEL)),
};
