import { BusinessModelCanvasEditor } from '../components/business-model-canvas';
import { DocumentWorkspace } from '../components/document-workspace';
import { FinancialProjections } from '../components/financial-projections';
import { InvestorDatabase } from '../components/investor-database';
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
 * /toolkit/investor-database (Pro and Business): the active partner investors the Cofound team
 * added in the admin area; an honest empty state until there are any.
 */
export function InvestorDatabasePage() {
  return (
    <ToolPage toolId="investor-database">
      <InvestorDatabase />
    </ToolPage>
  );
}
