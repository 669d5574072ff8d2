import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@cofound/shared/contract/endpoint';
import { toolkitContract } from '@cofound/shared/toolkit/toolkit.contract';
import type { ToolkitDocumentContent } from '@cofound/shared/toolkit/toolkit.schemas';
import type { ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';
import { callEndpoint } from '../../../lib/call-endpoint';
import { toolkitQueryKeys } from './toolkit-query-keys';

export type ToolkitDocument<T extends ToolkitDocumentTool> = {
  tool: T;
  projectId: string | null;
  content: ToolkitDocumentContent<T> | null;
  updatedAt: string | null;
};

type DocumentInput<T extends ToolkitDocumentTool> = {
  query: { projectId?: string };
  body?: { content: ToolkitDocumentContent<T> };
};

/**
 * One tool's document call through its contract. The four tools' endpoints differ only in the
 * content's schema, which the tool picks; TypeScript cannot follow that through an index.
 */
function callDocument<T extends ToolkitDocumentTool>(
  endpoint: Endpoint,
  input: DocumentInput<T>,
  signal?: AbortSignal,
): Promise<ToolkitDocument<T>> {
  return callEndpoint(endpoint, input as never, { signal }) as Promise<ToolkitDocument<T>>;
}

const queryOf = (projectId: string | null) => (projectId ? { projectId } : {});

/** What the member saved in a tool, for themselves (no project) or for one of their projects. */
export function useToolkitDocument<T extends ToolkitDocumentTool>(
  tool: T,
  projectId: string | null,
) {
  return useQuery({
    queryKey: toolkitQueryKeys.document(tool, projectId),
    queryFn: ({ signal }) =>
      callDocument<T>(toolkitContract.documents[tool].get, { query: queryOf(projectId) }, signal),
  });
}

export function useSaveToolkitDocument<T extends ToolkitDocumentTool>(
  tool: T,
  projectId: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: ToolkitDocumentContent<T>) =>
      callDocument<T>(toolkitContract.documents[tool].save, {
        query: queryOf(projectId),
        body: { content },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(toolkitQueryKeys.document(tool, projectId), saved);
    },
  });
}
