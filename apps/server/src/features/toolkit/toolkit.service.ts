import { hasPremiumAccess, premiumRequiredMessage } from '@cofound/shared/billing/plan';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { projectFinances, type Projection } from '@cofound/shared/toolkit/financial-projections';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import {
  toolkitDocumentContentSchemas,
  type PitchDeckValues,
  type ProjectionInputValues,
  type ToolkitDocumentContent,
  type VestingInputValues,
} from '@cofound/shared/toolkit/toolkit.schemas';
import { isPremiumTool, type ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';
import { vestingSchedule, type VestingSchedule } from '@cofound/shared/toolkit/vesting-schedule';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { pitchDeckFile, pitchDeckFileName } from './pitch-deck-file';
import { projectionsCsv } from './projections-csv';
import type { DocumentKey, ToolkitDocumentRow, ToolkitRepository } from './toolkit.repository';

export type ToolkitDocument<T extends ToolkitDocumentTool> = {
  tool: T;
  projectId: string | null;
  content: ToolkitDocumentContent<T> | null;
  updatedAt: string | null;
};

export type ToolkitFile = { name: string; type: string; body: Buffer | string };

/**
 * The toolkit (docs/product.md#toolkit): members save their work in its tools, for themselves
 * or for a project they own; the premium tools' work needs a Pro or Business plan.
 */
export function createToolkitService(deps: { repository: ToolkitRepository; log: ServiceLogger }) {
  const { repository, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  /** Premium documents are refused here, not by the route: one route serves all four tools. */
  function mayUse(member: SessionUser, tool: ToolkitDocumentTool) {
    if (isPremiumTool(tool) && !hasPremiumAccess(member)) {
      throw new AppError('PREMIUM_REQUIRED', premiumRequiredMessage);
    }
  }

  function keyOf(member: SessionUser, tool: ToolkitDocumentTool, projectId?: string): DocumentKey {
    return { userId: member.id, tool, projectId: projectId ?? null };
  }

  /**
   * The stored content as the tool reads it now; a document saved in an older shape comes back
   * as nothing saved rather than as something the page cannot show.
   */
  function documentOf<T extends ToolkitDocumentTool>(
    key: DocumentKey & { tool: T },
    row: ToolkitDocumentRow | null,
  ): ToolkitDocument<T> {
    const parsed = row ? toolkitDocumentContentSchemas[key.tool].safeParse(row.content) : null;
    return {
      tool: key.tool,
      projectId: key.projectId,
      content: parsed?.success ? (parsed.data as ToolkitDocumentContent<T>) : null,
      updatedAt: parsed?.success && row ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    async getDocument<T extends ToolkitDocumentTool>(
      member: SessionUser,
      tool: T,
      projectId?: string,
    ): Promise<ToolkitDocument<T>> {
      mayUse(member, tool);
      const key = keyOf(member, tool, projectId) as DocumentKey & { tool: T };
      const row = await orFail(toolkitMessages.loadFailed, async () => {
        if (key.projectId !== null && !(await repository.ownsProject(member.id, key.projectId))) {
          throw new AppError('NOT_FOUND', toolkitMessages.projectNotFound);
        }
        return repository.findDocument(key);
      });
      return documentOf(key, row);
    },

    async saveDocument<T extends ToolkitDocumentTool>(
      member: SessionUser,
      tool: T,
      projectId: string | undefined,
      content: ToolkitDocumentContent<T>,
    ): Promise<ToolkitDocument<T>> {
      mayUse(member, tool);
      const key = keyOf(member, tool, projectId) as DocumentKey & { tool: T };
      const row = await orFail(toolkitMessages.saveFailed, () =>
        repository.transaction(async (queries) => {
          if (key.projectId !== null && !(await queries.ownsProject(member.id, key.projectId))) {
            throw new AppError('NOT_FOUND', toolkitMessages.projectNotFound);
          }
          return queries.saveDocument(key, content);
        }),
      );
      return documentOf(key, row);
    },

    vestingSchedule(input: VestingInputValues): VestingSchedule {
      return vestingSchedule(input);
    },

    financialProjections(input: ProjectionInputValues): Projection {
      return projectFinances(input);
    },

    async pitchDeckFile(deck: PitchDeckValues): Promise<ToolkitFile> {
      const body = await orFail(toolkitMessages.pptxFailed, () => pitchDeckFile(deck));
      return {
        name: pitchDeckFileName(deck.deckTitle),
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        body,
      };
    },

    projectionsCsv(input: ProjectionInputValues): ToolkitFile {
      return {
        name: 'financial-projections.csv',
        type: 'text/csv; charset=utf-8',
        body: projectionsCsv(projectFinances(input)),
      };
    },
  };
}

export type ToolkitService = ReturnType<typeof createToolkitService>;
