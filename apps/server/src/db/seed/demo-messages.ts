// Messages, only ever along accepted connections: the demo member's conversations with real
// back-and-forth over the last days (the newest lines from the other side still unread), and
// short exchanges among founders after they connected, spread over the months.
import type { Faker } from '@faker-js/faker';
import type { messages } from '../schema';
import { DEMO_SCRIPT_UNREAD, DEMO_SCRIPTS, FOUNDER_LINES } from './demo-message-texts';
import { DAY_MS, dateBetween, daysBefore, later } from './seed-random';
import type { ConnectionRow, SeedMember } from './seed-rows';

export const DEMO_MESSAGES = {
  /** Share of the accepted connections among founders that exchanged messages. */
  founderShare: 0.4,
  maxFounderMessages: 8,
  /** A founder exchange runs over at most this many days after connecting. */
  founderDays: 21,
  /** The demo conversations started this many days ago and went quiet this many hours ago. */
  demoStartDays: [5, 3, 9],
  demoQuietHours: [1, 5, 30],
} as const;

export type MessageRow = typeof messages.$inferInsert & { createdAt: Date };

const MINUTE_MS = 60_000;

export function buildDemoMessages(
  faker: Faker,
  demo: SeedMember,
  members: SeedMember[],
  connections: ConnectionRow[],
  now: Date,
): MessageRow[] {
  const byUser = new Map(members.map((member) => [member.user.id, member]));
  const accepted = connections.filter((row) => row.status === 'accepted');
  const rows: MessageRow[] = [];

  const withDemo = accepted.filter((row) => row.senderId === demo.user.id);
  DEMO_SCRIPTS.forEach((script, index) => {
    const connection = withDemo[index];
    if (!connection) return;
    const other = byUser.get(connection.receiverId)!;
    const firstName = other.profile.name.split(' ')[0]!;
    const start = later(
      connection.updatedAt!,
      daysBefore(now, DEMO_MESSAGES.demoStartDays[index]!),
    );
    const quiet = now.getTime() - DEMO_MESSAGES.demoQuietHours[index]! * 60 * MINUTE_MS;
    const end = new Date(
      Math.min(now.getTime(), Math.max(quiet, start.getTime() + script.length * MINUTE_MS)),
    );
    const times = spread(faker, start, end, script.length);
    const unreadFrom = script.length - DEMO_SCRIPT_UNREAD[index]!;
    script.forEach((line, at) => {
      const [from, to] = line.from === 'demo' ? [demo, other] : [other, demo];
      const unread = at >= unreadFrom;
      rows.push(
        message(faker, from, to, line.text.replaceAll('{name}', firstName), times, at, unread, now),
      );
    });
  });

  for (const connection of accepted) {
    if (connection.senderId === demo.user.id || connection.receiverId === demo.user.id) continue;
    if (!faker.datatype.boolean({ probability: DEMO_MESSAGES.founderShare })) continue;
    const pair = [byUser.get(connection.senderId)!, byUser.get(connection.receiverId)!] as const;
    const count = faker.number.int({ min: 2, max: DEMO_MESSAGES.maxFounderMessages });
    const start = connection.updatedAt!;
    const end = new Date(
      Math.min(now.getTime(), start.getTime() + DEMO_MESSAGES.founderDays * DAY_MS),
    );
    const times = spread(faker, start, end, count);
    const lines = faker.helpers.arrayElements(FOUNDER_LINES, count);
    let from = faker.number.int({ min: 0, max: 1 });
    lines.forEach((text, at) => {
      const unread = at === count - 1 && faker.datatype.boolean({ probability: 0.3 });
      rows.push(message(faker, pair[from]!, pair[1 - from]!, text, times, at, unread, now));
      // Mostly taking turns, sometimes two in a row.
      if (faker.datatype.boolean({ probability: 0.75 })) from = 1 - from;
    });
  }
  return rows;
}

/** `count` moments from `start` to `end`, in order. */
function spread(faker: Faker, start: Date, end: Date, count: number): Date[] {
  return Array.from({ length: count }, () => dateBetween(faker, start, end)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
}

/** A message read shortly after it arrived (before the next one, and never in the future). */
function message(
  faker: Faker,
  from: SeedMember,
  to: SeedMember,
  body: string,
  times: Date[],
  at: number,
  unread: boolean,
  now: Date,
): MessageRow {
  const createdAt = times[at]!;
  const next = times[at + 1] ?? now;
  return {
    id: faker.string.uuid(),
    senderId: from.user.id,
    receiverId: to.user.id,
    body,
    createdAt,
    readAt: unread ? null : dateBetween(faker, createdAt, next),
  };
}
