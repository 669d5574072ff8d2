import type { ReactNode } from 'react';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import type { ToolkitDocumentTool } from '@cofound/shared/toolkit/toolkit-tools';
import { QueryState } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-error';
import { useToolkitDocument, type ToolkitDocument } from '../api/use-toolkit-document';
import { DocumentScopePicker, useDocumentScope } from './document-scope';

/**
 * A tool with saved work: the scope picker, then the editor with what was saved for that scope.
 * The editor is made anew for each scope, from that scope's document.
 */
export function DocumentWorkspace<T extends ToolkitDocumentTool>({
  tool,
  children,
}: {
  tool: T;
  children: (document: ToolkitDocument<T>, projectId: string | null) => ReactNode;
}) {
  const [projectId, setProjectId] = useDocumentScope();
  const query = useToolkitDocument(tool, projectId);
  const notFound = isApiError(query.error) && query.error.code === 'NOT_FOUND';
  return (
    <div className="space-y-6">
      <DocumentScopePicker projectId={projectId} onChange={setProjectId} />
      <QueryState
        query={query}
        loading={{ label: 'Loading your saved work…', rows: 3, rowClassName: 'h-24' }}
        errorMessage={notFound ? toolkitMessages.projectNotFound : toolkitMessages.loadFailed}
      >
        {(document) => <div key={projectId ?? 'own'}>{children(document, projectId)}</div>}
      </QueryState>
    </div>
  );
}
