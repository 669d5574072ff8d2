import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import type { AgreementTemplate } from '@cofound/shared/agreements/agreements.schemas';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { usePremiumGate } from '../../billing/index';

type TemplateCardProps = {
  template: AgreementTemplate;
  selected: boolean;
  onSelect: () => void;
};

export function CategoryBadge({
  template,
  locked,
}: {
  template: AgreementTemplate;
  locked: boolean;
}) {
  const premium = template.category === 'premium';
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        premium ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {locked && <Lock aria-hidden="true" className="size-3.5" />}
      {premium ? 'Premium' : 'Basic'}
      {locked && <span className="sr-only">, locked: part of the Pro and Business plans</span>}
    </span>
  );
}

/**
 * One template of the catalogue. Choosing a premium one on the free plan goes to /pricing with
 * the hint; the server refuses its download anyway.
 */
export function TemplateCard({ template, selected, onSelect }: TemplateCardProps) {
  const gate = usePremiumGate('agreement_templates', template.category === 'premium');
  const premium = template.category === 'premium';
  // Visitors see the lock too: premium templates need a plan they do not have yet.
  const locked = premium && gate.state !== 'open';
  const headingId = `agreement-template-${template.id}`;
  const choose = () => {
    if (gate.state === 'locked') gate.redirect();
    else onSelect();
  };
  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles(
        'comfortable',
        clsx(
          'flex h-full flex-col gap-3 transition-colors',
          selected && 'border-brand-600 ring-2 ring-brand-600',
        ),
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {template.name}
        </h3>
        <CategoryBadge template={template} locked={locked} />
      </div>
      <p className="flex-1 text-sm text-slate-600">{template.description}</p>
      <div>
        {gate.state === 'locked' ? (
          <Button variant="secondary" size="sm" onClick={choose}>
            <Lock aria-hidden="true" className="size-4" />
            Upgrade to use
            <span className="sr-only"> {template.name}</span>
          </Button>
        ) : (
          <Button
            variant={selected ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={selected}
            onClick={choose}
          >
            {selected ? 'Selected' : 'Use this template'}
            <span className="sr-only"> {template.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
