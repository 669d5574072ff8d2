// Owned by features/toolkit: what a member keeps in a tool (a business model canvas, a pitch
// deck outline, projection inputs), for themselves or for one of their projects.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';
import { projects } from './projects';

export const toolkitDocuments = pgTable(
  'toolkit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    tool: text('tool').notNull(),
    /** Null: the member's own document; else the project it belongs to. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'toolkit_documents_tool_check',
      sql`${table.tool} in ('business-model-canvas', 'pitch-deck', 'financial-projections', 'vesting-calculator')`,
    ),
    unique('toolkit_documents_owner_tool_project_key')
      .on(table.userId, table.tool, table.projectId)
      .nullsNotDistinct(),
    // A project's deletion removes its documents.
    index('toolkit_documents_project_idx').on(table.projectId),
  ],
);
