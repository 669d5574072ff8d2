import { useSearchParams } from 'react-router';
import { toolkitTools } from '@cofound/shared/toolkit/toolkit-tools';
import { PageHeader } from '../../../components/ui/page-header';
import { EnterpriseCard } from '../components/enterprise-card';
import { EquityCalculator } from '../components/equity-calculator';
import { ToolCard } from '../components/tool-card';
import { ToolPage } from '../components/tool-page';
import { EQUITY_CALCULATOR_VIEW } from '../model/toolkit-view';

function ToolList() {
  return (
    <>
      <PageHeader
        title="Startup Toolkit"
        description="Calculators, templates and resources for early-stage founders: split equity, plan vesting, map your business model, project your finances and build your pitch."
      />
      <div className="space-y-8">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tools">
          {toolkitTools.map((tool) => (
            <li key={tool.id} className="min-w-0">
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
        <EnterpriseCard />
      </div>
    </>
  );
}

/**
 * /toolkit: the list of tools, or the equity calculator in the page (?tool=equity-calculator),
 * with a way back to the list.
 */
export function ToolkitPage() {
  const [params] = useSearchParams();
  if (params.get('tool') !== EQUITY_CALCULATOR_VIEW) return <ToolList />;
  return (
    <ToolPage toolId="equity-calculator">
      <EquityCalculator />
    </ToolPage>
  );
}
