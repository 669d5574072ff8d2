import { Landmark } from 'lucide-react';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { BusinessModelCanvasEditor } from '../components/business-model-canvas';
import { DocumentWorkspace } from '../components/document-workspace';
import { FinancialProjections } from '../components/financial-projections';
import { PitchDeckEditor } from '../components/pitch-deck-editor';
import { ToolPage } from '../components/tool-page';
import { VestingCalculator } from '../components/vesting-calculator';

/** /toolkit/vesting-calculator (Pro and Business). */
export function VestingCalculatorPage() {
  return (
    <ToolPage toolId="vesting-calculator">
      <DocumentWorkspace tool="vesting-calculator">
        {(document, projectId) => <VestingCalculator document={document} projectId={projectId} />}
      </DocumentWorkspace>
    </ToolPage>
  );
}

/** /toolkit/business-model-canvas (members). */
export function BusinessModelCanvasPage() {
  return (
    <ToolPage toolId="business-model-canvas">
      <DocumentWorkspace tool="business-model-canvas">
        {(document, projectId) => (
          <BusinessModelCanvasEditor document={document} projectId={projectId} />
        )}
      </DocumentWorkspace>
    </ToolPage>
  );
}

/** /toolkit/financial-projections (Pro and Business). */
export function FinancialProjectionsPage() {
  return (
    <ToolPage toolId="financial-projections">
      <DocumentWorkspace tool="financial-projections">
        {(document, projectId) => (
          <FinancialProjections document={document} projectId={projectId} />
        )}
      </DocumentWorkspace>
    </ToolPage>
  );
}

/** /toolkit/pitch-deck (Pro and Business). */
export function PitchDeckPage() {
  return (
    <ToolPage toolId="pitch-deck">
      <DocumentWorkspace tool="pitch-deck">
        {(document, projectId) => <PitchDeckEditor document={document} projectId={projectId} />}
      </DocumentWorkspace>
    </ToolPage>
  );
}

/**
 * /toolkit/investor-database (Pro and Business). Partner investors are added by the Cofound
 * team once the admin area manages them; until then the list is honestly empty.
 */
export function InvestorDatabasePage() {
  return (
    <ToolPage toolId="investor-database">
      <EmptyState
        icon={Landmark}
        title={toolkitMessages.noInvestors}
        description={toolkitMessages.noInvestorsHint}
      />
    </ToolPage>
  );
}
