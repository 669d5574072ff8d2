import { Link } from 'react-router';
import { ArrowRight, Lock } from 'lucide-react';
import { toolkitToolTypeLabels, type ToolkitTool } from '@cofound/shared/toolkit/toolkit-tools';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { surfaceStyles } from '../../../components/ui/card';
import { usePremiumGate } from '../../billing/index';
import { EQUITY_CALCULATOR_VIEW } from '../model/toolkit-view';
import { PremiumBadge } from './premium-badge';
import { toolIcons } from './tool-icons';

/** Where an open tool is: the equity calculator on this page, the others on their own. */
function toolHref(tool: ToolkitTool): string {
  return tool.id === 'equity-calculator'
    ? `/toolkit?tool=${EQUITY_CALCULATOR_VIEW}`
    : `/toolkit/${tool.id}`;
}

/**
 * One tool of the list. An open tool is a link; otherwise the button sends a visitor to sign in
 * and a free member to the plans (the server refuses premium work to them anyway).
 */
export function ToolCard({ tool }: { tool: ToolkitTool }) {
  const gate = usePremiumGate('startup_toolkit', tool.category === 'premium');
  const Icon = toolIcons[tool.id];
  const headingId = `tool-${tool.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles('normal', 'flex h-full flex-col gap-4 sm:p-6')}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {toolkitToolTypeLabels[tool.type]}
          </span>
          {tool.category === 'premium' && <PremiumBadge />}
        </div>
      </div>
      <div className="flex-1 space-y-1.5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {tool.name}
        </h2>
        <p className="text-sm text-slate-600">{tool.description}</p>
      </div>
      {gate.state === 'open' ? (
        <Link to={toolHref(tool)} className={buttonStyles({ className: 'self-start' })}>
          Open<span className="sr-only"> {tool.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => gate.redirect()}>
          <Lock aria-hidden="true" className="size-4" />
          {gate.state === 'signed-out' ? 'Sign in to use' : 'Upgrade to use'}
          <span className="sr-only"> {tool.name}</span>
        </Button>
      )}
    </article>
  );
}
