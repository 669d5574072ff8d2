import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { toolkitTool, type ToolkitToolId } from '@cofound/shared/toolkit/toolkit-tools';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePremiumGate, type PremiumGate } from '../../billing/index';
import { useSession } from '../../session/index';
import { PremiumBadge } from './premium-badge';

export function BackToTools() {
  return (
    <Link
      to="/toolkit"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All tools
    </Link>
  );
}

/**
 * Shown instead of a tool to someone who may not use it yet, with the one step that lets them:
 * signing in, or a Pro or Business plan. A click, not an automatic redirect, so the browser's
 * Back button never bounces between this page and the next.
 */
function LockedTool({ name, gate }: { name: string; gate: PremiumGate }) {
  const signedOut = gate.state === 'signed-out';
  return (
    <Card className="flex flex-col items-start gap-4 sm:p-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">
          {signedOut ? `Sign in to use the ${name}` : `The ${name} is part of Pro and Business`}
        </h2>
        <p className="text-sm text-slate-600">
          {signedOut
            ? 'The toolkit is for Cofound members. Sign in, and you come straight back here.'
            : 'Upgrade your plan to use every tool of the toolkit.'}
        </p>
      </div>
      <Button onClick={() => gate.redirect()}>{signedOut ? 'Sign in' : 'See plans'}</Button>
    </Card>
  );
}

/** A tool's own page: back to the list, its title, and the tool once the visitor may use it. */
export function ToolPage({ toolId, children }: { toolId: ToolkitToolId; children: ReactNode }) {
  const tool = toolkitTool(toolId);
  const session = useSession();
  const gate = usePremiumGate('startup_toolkit', tool.category === 'premium');
  return (
    <>
      <BackToTools />
      <PageHeader
        title={tool.name}
        description={tool.description}
        actions={tool.category === 'premium' ? <PremiumBadge /> : undefined}
      />
      {session.isLoading ? (
        <PageSpinner label="Checking your session…" />
      ) : gate.state === 'open' ? (
        children
      ) : (
        <LockedTool name={tool.name} gate={gate} />
      )}
    </>
  );
}
