// Helpers for the profiles integration tests.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { signUpMember } from '../../test/test-app';

/** A complete, valid editor submission. */
export function profileUpdateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    title: 'Compiler pioneer',
    skills: ['Full-Stack Development', 'DevOps', 'Cloud Architecture'],
    experience: 12,
    industry: 'Technology',
    lookingFor: ['Business Development', 'Sales Leader'],
    startupInterests: ['SaaS', 'Developer Tools'],
    personalityTraits: ['Analytical', 'Leadership', 'Problem Solver'],
    workStyle: ['Remote', 'Structured'],
    bio: 'I build tools that make programmers faster and I am looking for a business partner.',
    city: 'Arlington',
    country: 'USA',
    timeZone: 'America/New_York',
    commitment: 'full_time_now',
    equityExpectation: 'equal_split',
    ...overrides,
  };
}

export type Member = { cookie: string; userId: string; profileId: string };

export async function newMember(app: FastifyInstance, db: Db, email: string): Promise<Member> {
  const { cookie, userId } = await signUpMember(app, { email, name: 'Member ' + email });
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) throw new Error('no profile');
  return { cookie, userId, profileId: row.id };
}

export async function makeAdmin(db: Db, userId: string) {
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, userId));
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  bytes: Uint8Array,
  { filename = 'photo.png', contentType = 'image/png', field = 'image' } = {},
) {
  const boundary = `----cofound${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (SOI + JFIF APP0); enough for the magic-byte check. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
