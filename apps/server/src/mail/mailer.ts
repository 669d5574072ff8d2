import nodemailer from 'nodemailer';
import { outboxDirectory, writeOutboxMail } from './outbox';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox' (DATA_DIR/outbox). */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

export type MailLogger = { info(message: string): void };

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: MailLogger;
};

/** SMTP through nodemailer when configured; otherwise every mail lands in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  const directory = outboxDirectory(options.dataDir);
  return {
    transport: 'outbox',
    async send(message) {
      const { file } = await writeOutboxMail(directory, { ...message, from: options.from });
      // Where to read it, and nothing from it: the address, the subject and the links (tokens)
      // are a member's.
      options.logger.info(`Mail written to ${file}`);
    },
  };
}
