import { describe, expect, it } from 'vitest';
import { buildCalendarFile, escapeIcsText, foldLine, icsUtc } from './calendar-file';

const event = {
  uid: '3f0c1c9e-1111-4111-8111-111111111111@cofound.example',
  start: new Date('2026-11-23T13:30:00Z'),
  durationMinutes: 45,
  summary: 'Quick Intro Call',
  description: 'Video call with Ann on Cofound.',
  url: 'https://cofound.example/video-call/3f0c1c9e-1111-4111-8111-111111111111',
  stamp: new Date('2026-11-22T10:15:07.123Z'),
};

/** The file's logical lines, unfolded (RFC 5545 3.1). */
const unfolded = (file: string) => file.replaceAll('\r\n ', '').split('\r\n');

describe('icsUtc', () => {
  it('writes UTC in the basic format without milliseconds', () => {
    expect(icsUtc(new Date('2026-11-22T10:15:07.123Z'))).toBe('20261122T101507Z');
    // The instant, not the wall clock of some zone.
    expect(icsUtc(new Date('2026-07-01T09:00:00+05:30'))).toBe('20260701T033000Z');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeIcsText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });
});

describe('foldLine', () => {
  it('keeps short lines and folds long ones at 75 octets with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(long);
  });

  it('never splits a multi-byte character', () => {
    const long = `SUMMARY:${'é😀'.repeat(40)}`;
    const lines = foldLine(long).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
  });
});

describe('buildCalendarFile', () => {
  it('is one VEVENT in a VCALENDAR with CRLF line endings only', () => {
    const file = buildCalendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(file);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('has the UID, DTSTAMP, start and end in UTC, summary, description and the room URL', () => {
    const lines = unfolded(buildCalendarFile(event));
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261122T101507Z');
    expect(lines).toContain('DTSTART:20261123T133000Z');
    expect(lines).toContain('DTEND:20261123T141500Z');
    expect(lines).toContain('SUMMARY:Quick Intro Call');
    expect(lines).toContain('DESCRIPTION:Video call with Ann on Cofound.');
    expect(lines).toContain(`URL:${event.url}`);
  });

  it('escapes what members typed', () => {
    const lines = unfolded(
      buildCalendarFile({
        ...event,
        summary: 'Intro; pricing, plans',
        description: 'Line one\nLine two, with a comma; and a semicolon',
      }),
    );
    expect(lines).toContain('SUMMARY:Intro\\; pricing\\, plans');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon');
  });

  it('folds a long description and keeps every line within 75 octets', () => {
    const file = buildCalendarFile({ ...event, description: 'word '.repeat(100) });
    for (const line of file.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(unfolded(file)).toContain(`DESCRIPTION:${'word '.repeat(100)}`);
  });
});
