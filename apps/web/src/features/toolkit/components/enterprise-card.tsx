import { Mail } from 'lucide-react';
import { SALES_EMAIL } from '@cofound/shared/billing/plan';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { surfaceStyles } from '../../../components/ui/card';

const mailto = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Cofound Enterprise')}`;

/** The Enterprise offer: the toolkit for a whole accelerator or company, through sales. */
export function EnterpriseCard() {
  return (
    <section
      aria-labelledby="toolkit-enterprise"
      className={surfaceStyles(
        'normal',
        'flex flex-col gap-4 border-brand-200 bg-brand-50 sm:flex-row sm:items-center sm:justify-between sm:p-6',
      )}
    >
      <div className="space-y-1">
        <h2 id="toolkit-enterprise" className="text-lg font-semibold text-slate-900">
          Enterprise
        </h2>
        <p className="text-sm text-slate-700">
          The whole toolkit for your accelerator, studio or company, with onboarding and support for
          your founders.
        </p>
      </div>
      <a href={mailto} className={buttonStyles({ variant: 'secondary' })}>
        <Mail aria-hidden="true" className="size-4" />
        {toolkitMessages.contactSales}
      </a>
    </section>
  );
}
