import { useEffect, useState } from 'react';
import { FileSignature } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  agreementMessages as m,
  type AgreementTemplate,
  type AgreementTemplateId,
} from '@cofound/shared/agreements/agreements.schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useAgreementCatalogue } from '../api/use-agreement-catalogue';
import { AgreementForm } from '../components/agreement-form';
import { TemplateCard } from '../components/template-card';
import {
  emptyAgreementForm,
  foundersFromNavigation,
  loadDraft,
  saveDraft,
  type AgreementFormValues,
} from '../model/agreement-form';

/**
 * The form's first values: founders handed over by the equity calculator, else what this tab
 * typed before (a visitor back from sign-in), else a blank agreement for two.
 */
function initialForm(state: unknown): { values: AgreementFormValues; note?: string } {
  const handed = foundersFromNavigation(state);
  const draft = loadDraft();
  if (handed) {
    const values = { ...(draft ?? emptyAgreementForm()), founders: handed.founders };
    saveDraft(values);
    const leftOut =
      handed.left > 0 ? ` An agreement takes eight founders: ${handed.left} left out.` : '';
    return {
      values,
      note: `Filled in from the equity calculator: check each name, role and share.${leftOut}`,
    };
  }
  return { values: draft ?? emptyAgreementForm() };
}

function Templates({
  templates,
  selected,
  onSelect,
}: {
  templates: AgreementTemplate[];
  selected: AgreementTemplate;
  onSelect: (id: AgreementTemplateId) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            selected={template.id === selected.id}
            onSelect={() => onSelect(template.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** /agreements: the templates, and the chosen one filled in and downloaded. */
export function AgreementsPage() {
  const catalogue = useAgreementCatalogue();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => initialForm(location.state));

  // The founders handed over are now the draft: a reload keeps the member's edits of them.
  useEffect(() => {
    if (!initial.note) return;
    const { pathname, search: query } = location;
    void navigate({ pathname, search: query }, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the state the page came with
  }, []);

  const choose = (id: AgreementTemplateId) => {
    const next = new URLSearchParams(search);
    next.set('template', id);
    setSearch(next, { replace: true, preventScrollReset: true });
    // On a phone the form is below the list: bring its heading into view.
    document.getElementById('agreement-form-heading')?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <>
      <PageHeader
        title="Agreement Templates"
        description="Complete co-founder agreements covering equity, vesting, IP, decisions and departures: fill in your team's terms and download a Word document or a PDF."
      />
      <QueryState
        query={catalogue}
        loading={{
          label: 'Loading agreement templates…',
          rows: 5,
          rowClassName: 'h-36',
          className: 'grid gap-4 sm:grid-cols-2',
        }}
        errorMessage={m.loadFailed}
      >
        {({ items }) => {
          if (items.length === 0) {
            return <EmptyState icon={FileSignature} title={m.noTemplates} />;
          }
          const selected = items.find((item) => item.id === search.get('template')) ?? items[0]!;
          return (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
              <section aria-labelledby="agreement-templates-heading" className="min-w-0 space-y-4">
                <h2
                  id="agreement-templates-heading"
                  className="text-xl font-semibold text-slate-900"
                >
                  Templates
                </h2>
                <Templates templates={items} selected={selected} onSelect={choose} />
              </section>
              <AgreementForm
                template={selected}
                initialValues={initial.values}
                prefillNote={initial.note}
              />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
