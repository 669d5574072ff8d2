// Intro calls that took place between connected founders: completed calls count as an
// interaction for both, so reputation has them too.
import type { Faker } from '@faker-js/faker';
import type { videoCallRequests } from '../schema';
import { dateBetween, later } from './seed-random';
import type { ConnectionRow } from './seed-rows';

export const DEMO_VIDEO_CALLS = {
  /** Share of the accepted connections (the demo member's left out) that had a call. */
  share: 0.25,
} as const;

export type VideoCallRow = typeof videoCallRequests.$inferInsert;

const HOUR_MS = 60 * 60 * 1000;

export function buildDemoVideoCalls(
  faker: Faker,
  demoUserId: string,
  connections: ConnectionRow[],
  now: Date,
): VideoCallRow[] {
  const rows: VideoCallRow[] = [];
  for (const connection of connections) {
    if (connection.status !== 'accepted') continue;
    if (connection.senderId === demoUserId || connection.receiverId === demoUserId) continue;
    if (!faker.datatype.boolean({ probability: DEMO_VIDEO_CALLS.share })) continue;
    const connectedAt = connection.updatedAt!;
    const durationMinutes = faker.helpers.arrayElement([15, 30, 30, 45, 60]);
    // Proposed after connecting, held at least an hour later, over before now.
    const createdAt = dateBetween(faker, connectedAt, new Date(now.getTime() - 2 * HOUR_MS));
    const scheduledAt = dateBetween(
      faker,
      new Date(createdAt.getTime() + HOUR_MS),
      new Date(now.getTime() - (durationMinutes + 5) * 60_000),
    );
    const completedAt = new Date(scheduledAt.getTime() + durationMinutes * 60_000);
    if (completedAt > now) continue;
    const id = faker.string.uuid();
    const [senderId, receiverId] = faker.datatype.boolean()
      ? [connection.senderId, connection.receiverId]
      : [connection.receiverId, connection.senderId];
    rows.push({
      id,
      senderId,
      receiverId,
      scheduledAt,
      durationMinutes,
      title: 'Quick Intro Call',
      meetingLink: `/video-call/${id}`,
      status: 'completed',
      completedAt,
      createdAt,
      updatedAt: later(completedAt, createdAt),
    });
  }
  return rows;
}
