// Video pitches: the Pro demo account and a few founders have one, ready to play. The clips are
// real MediaRecorder recordings (Chromium's test camera and microphone), a few seconds each.
import { readFileSync } from 'node:fs';
import type { Faker } from '@faker-js/faker';
import { inspectWebm } from '../../lib/webm-inspection';
import type { FileStorage } from '../../storage';
import { videoPitches } from '../schema';
import { dateBetween, type SeedTx } from './seed-random';
import type { SeedMember } from './seed-rows';

const CLIPS = ['pitch-1.webm', 'pitch-2.webm', 'pitch-3.webm'];

export const DEMO_PITCHES = {
  /** Founders with a pitch, besides the Pro demo account. */
  founders: 11,
} as const;

export type DemoPitch = typeof videoPitches.$inferInsert & { clip: Uint8Array };

function clip(name: string): Uint8Array {
  return readFileSync(new URL(`./demo-pitches/${name}`, import.meta.url));
}

export function buildDemoPitches(
  faker: Faker,
  pro: SeedMember,
  founders: SeedMember[],
  now: Date,
): DemoPitch[] {
  const clips = CLIPS.map(clip);
  const chosen = [pro, ...faker.helpers.arrayElements(founders, DEMO_PITCHES.founders)];
  return chosen.map((member, at) => {
    const bytes = clips[at % clips.length]!;
    const inspected = inspectWebm(bytes);
    if (!inspected.ok) throw new Error(`demo pitch clip ${at % clips.length} is not a pitch`);
    const recordedAt = dateBetween(faker, member.profile.createdAt, now);
    return {
      userId: member.user.id,
      videoKey: `pitches/${member.user.id}/${recordedAt.getTime()}-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}.webm`,
      status: 'ready',
      sizeBytes: bytes.length,
      durationMs: inspected.durationMs,
      createdAt: recordedAt,
      updatedAt: recordedAt,
      clip: bytes,
    };
  });
}

/** The rows, and their files (in the seed's transaction: a clip not stored rolls it back). */
export async function writeDemoPitches(
  tx: SeedTx,
  storage: FileStorage,
  pitches: DemoPitch[],
): Promise<void> {
  if (pitches.length === 0) return;
  await tx.insert(videoPitches).values(pitches.map(({ clip: _clip, ...row }) => row));
  for (const pitch of pitches) {
    await storage.put(pitch.videoKey, pitch.clip, { contentType: 'video/webm' });
  }
}
