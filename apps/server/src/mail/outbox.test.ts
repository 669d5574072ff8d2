import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { extractLinks, outboxDirectory, type OutboxMail } from './outbox';

describe('extractLinks', () => {
  it('finds every http(s) URL and drops trailing punctuation', () => {
    const text =
      'Verify: http://localhost:3000/api/auth/verify-email?token=a.b-c&callbackURL=%2Fverify-email.\n' +
      'Or visit https://cofound.example/help, then (https://x.example/y). Not ftp://nope.';
    expect(extractLinks(text)).toEqual([
      'http://localhost:3000/api/auth/verify-email?token=a.b-c&callbackURL=%2Fverify-email',
      'https://cofound.example/help',
      'https://x.example/y',
    ]);
  });

  it('answers an empty list for text without links', () => {
    expect(extractLinks('Hello there')).toEqual([]);
  });
});

describe('the outbox mailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes one JSON file per mail in the contract format and logs only where it is', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-mail-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'Cofound <no-reply@cofound.local>',
      dataDir,
      logger: { info: (line) => lines.push(line) },
    });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Verify your email for Cofound',
      text: 'Open http://localhost:3000/a?x=1 to verify.',
      html: '<p>hi</p>',
    });
    await mailer.send({ to: 'bob@example.com', subject: 'Second', text: 'none', html: '' });

    const files = fs.readdirSync(outboxDirectory(dataDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.json$/);
    }
    const mails = files.map(
      (file) =>
        JSON.parse(
          fs.readFileSync(path.join(outboxDirectory(dataDir), file), 'utf8'),
        ) as OutboxMail,
    );
    const first = mails.find((mail) => mail.to === 'ada@example.com');
    expect(first).toMatchObject({
      to: 'ada@example.com',
      from: 'Cofound <no-reply@cofound.local>',
      subject: 'Verify your email for Cofound',
      text: 'Open http://localhost:3000/a?x=1 to verify.',
      html: '<p>hi</p>',
      links: ['http://localhost:3000/a?x=1'],
    });
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(first?.createdAt ?? ''))).toBe(false);
    // The log says where each mail is, never to whom, about what, or its link (a token).
    expect(lines.sort()).toEqual(
      files.map((file) => `Mail written to ${path.join(outboxDirectory(dataDir), file)}`),
    );
  });
});
