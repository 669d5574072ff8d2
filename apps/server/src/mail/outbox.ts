import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer';

/**
 * One mail as written to DATA_DIR/outbox when no SMTP server is configured. This shape is a
 * contract: the end-to-end tests read these files to find verification and reset links.
 */
export type OutboxMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text body, in order of appearance. */
  links: string[];
  createdAt: string;
};

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Every http(s) URL in a plain-text body, without trailing sentence punctuation. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** `<ISO timestamp with ':' replaced>-<random>.json`, so names sort by time. */
export function outboxFileName(createdAt: Date): string {
  return `${createdAt.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * Writes the mail as one JSON file. It is written under a temporary name and renamed, so a
 * reader polling the folder for *.json never sees a half-written file.
 */
export async function writeOutboxMail(
  directory: string,
  message: MailMessage & { from: string },
  now: Date = new Date(),
): Promise<{ file: string; mail: OutboxMail }> {
  const mail: OutboxMail = {
    id: randomUUID(),
    to: message.to,
    from: message.from,
    subject: message.subject,
    text: message.text,
    html: message.html,
    links: extractLinks(message.text),
    createdAt: now.toISOString(),
  };
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, outboxFileName(now));
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await fs.writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }); // a full disk leaves part of it behind
    throw error;
  }
  return { file, mail };
}

/** The mails in an outbox folder, oldest first (tests and tools read them). */
export async function readOutboxMails(directory: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await fs.readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await fs.readFile(path.join(directory, file), 'utf8')) as OutboxMail,
    ),
  );
}
