export { createMailer, type Mailer, type MailMessage, type MailLogger } from './mailer';
export { extractLinks, outboxDirectory, readOutboxMails, type OutboxMail } from './outbox';
export { greetingFor, mailHtml, mailText } from './mail-layout';
export { MAIL_RETRY_JOB, withMailRetries } from './mail-retry';
