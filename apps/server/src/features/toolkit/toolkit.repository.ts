// All SQL of the toolkit: the documents members save in its tools.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { projects, toolkitDocuments } from '../../db/schema';
import { projectOwnedBy } from '../projects';

export type ToolkitDocumentRow = { content: unknown; updatedAt: Date };

/** Whose document: a member's own (projectId null) or one of their projects'. */
export type DocumentKey = { userId: string; tool: ToolkitDocumentTool; projectId: string | null };

function documentIs(key: DocumentKey) {
  return and(
    eq(toolkitDocuments.userId, key.userId),
    eq(toolkitDocuments.tool, key.tool),
    key.projectId === null
      ? isNull(toolkitDocuments.projectId)
      : eq(toolkitDocuments.projectId, key.projectId),
  );
}

export function createToolkitRepository(database: Db) {
  return defineRepository(database, toolkitQueries);
}

export function toolkitQueries(db: DbOrTx) {
  return {
    /**
     * Whether the project exists and the member owns it; the row stays share-locked until the
     * transaction ends, so it cannot be deleted between this check and a write.
     */
    async ownsProject(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(projectOwnedBy(projectId, userId))
        .for('share');
      return row !== undefined;
    },

    async findDocument(key: DocumentKey): Promise<ToolkitDocumentRow | null> {
      const [row] = await db
        .select({ content: toolkitDocuments.content, updatedAt: toolkitDocuments.updatedAt })
        .from(toolkitDocuments)
        .where(documentIs(key));
      return row ?? null;
    },

    async saveDocument(key: DocumentKey, content: unknown): Promise<ToolkitDocumentRow> {
      const [row] = await db
        .insert(toolkitDocuments)
        .values({ ...key, content })
        .onConflictDoUpdate({
          target: [toolkitDocuments.userId, toolkitDocuments.tool, toolkitDocuments.projectId],
          set: { content, updatedAt: sql`now()` },
        })
        .returning({ content: toolkitDocuments.content, updatedAt: toolkitDocuments.updatedAt });
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export type ToolkitQueries = ReturnType<typeof toolkitQueries>;
export type ToolkitRepository = ReturnType<typeof createToolkitRepository>;
