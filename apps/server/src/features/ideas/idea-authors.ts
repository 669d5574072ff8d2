// The authors of the ideas board's rows as a viewer sees them: the SQL rule of whose ideas,
// comments and interest show, and the card each row carries.
import { sql, type SQL } from 'drizzle-orm';
import { isActiveProfile, isShownToVisitors } from '../profiles';
import { notBlockedWith } from '../safety';

/** Who asks: a member with their role, or a signed-out visitor (null). */
export type IdeaViewer = { id: string; role: string } | null;

export type IdeaAuthorRow = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
};

/**
 * Authors whose ideas and comments the viewer sees (`p` is the author's profiles row, `owner` the
 * row's user id): their own always; admins everything; others only active authors with no block
 * either way, and visitors only authors whose profile is public.
 */
export function authorShownTo(viewer: IdeaViewer, owner: SQL): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (!viewer)
    return sql`(${isActiveProfile(sql`p.status`)} and ${isShownToVisitors(sql`p.visibility`)})`;
  return sql`(${owner} = ${viewer.id} or (${isActiveProfile(sql`p.status`)}
    and ${notBlockedWith(viewer.id, sql`p.user_id`)}))`;
}
