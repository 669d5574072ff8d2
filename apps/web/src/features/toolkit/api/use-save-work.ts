import { toast } from '../../../components/ui/toaster';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import type { ToolkitDocumentContent } from '@cofound/shared/toolkit/toolkit.schemas';
import type { ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';
import { toolkitFailure } from '../model/toolkit-failure';
import { useSaveToolkitDocument } from './use-toolkit-document';

/** Saving a tool's work, with the toast that says it worked or why not. */
export function useSaveWork<T extends ToolkitDocumentTool>(tool: T, projectId: string | null) {
  const mutation = useSaveToolkitDocument(tool, projectId);
  const save = (content: ToolkitDocumentContent<T>) =>
    mutation.mutate(content, {
      onSuccess: () => toast.success(toolkitMessages.saved),
      onError: (error) => toast.error(toolkitFailure(error, toolkitMessages.saveFailed)),
    });
  return { save, saving: mutation.isPending };
}
