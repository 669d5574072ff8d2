import { and, eq, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema';

/**
 * The project `projectId`, when `userId` owns it: the one way another feature asks, in SQL,
 * whether a member may keep something of theirs on a project.
 */
export function projectOwnedBy(projectId: string, userId: string): SQL {
  return and(eq(projects.id, projectId), eq(projects.userId, userId))!;
}
