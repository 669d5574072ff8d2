// Helpers for the profiles integration tests.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export { profileUpdateBody } from '../../test/profile-update-body';
export { JPEG_BYTES, multipartBody, PNG_1X1 } from '../../test/upload-fixtures';

export async function makeAdmin(db: Db, userId: string) {
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, userId));
}
