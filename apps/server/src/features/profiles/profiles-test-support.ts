// Helpers for the profiles integration tests.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { signUpMember } from '../../test/test-app';

export { profileUpdateBody } from '../../test/profile-update-body';
export { JPEG_BYTES, multipartBody, PNG_1X1 } from '../../test/upload-fixtures';

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
