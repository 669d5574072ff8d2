import type { ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';

export const toolkitQueryKeys = {
  all: ['toolkit'] as const,
  document: (tool: ToolkitDocumentTool, projectId: string | null) =>
    ['toolkit', 'document', tool, projectId ?? 'own'] as const,
  projects: ['toolkit', 'projects'] as const,
  investors: ['toolkit', 'investors'] as const,
  vesting: (input: unknown) => ['toolkit', 'vesting', input] as const,
  projections: (input: unknown) => ['toolkit', 'projections', input] as const,
};
