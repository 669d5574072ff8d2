import type { AgreementContext } from '../agreement-context';
import { endSentence, months } from '../agreement-context';
import { assembleAgreement } from '../assemble';
import {
  commonDefinitions,
  confidentialitySection,
  decisionMakingSection,
  definitionsSection,
  disputeResolutionSection,
  equitySection,
  generalSection,
  governingLawSection,
  intellectualPropertySection,
  rolesSection,
  vestingSection,
  type SectionDraft,
} from '../common-sections';
import { lettered, type AgreementDocument } from '../document-model';

function leaversSection(context: AgreementContext): SectionDraft {
  const { cliffMonths } = context.terms;
  const minimumService = cliffMonths > 0 ? months(cliffMonths) : months(12);
  return {
    heading: 'Good and Bad Leavers',
    parts: [
      'Whether a Founder who leaves is a Good Leaver or a Bad Leaver depends on why they leave:',
      {
        kind: 'table',
        columns: [
          { header: 'Reason for leaving', width: 5 },
          { header: 'Leaver', width: 2 },
        ],
        rows: [
          ['Death, permanent incapacity or serious long-term illness', 'Good Leaver'],
          ['Removal other than for Cause, or resignation for Good Reason', 'Good Leaver'],
          [
            `Resignation after ${minimumService} of service, with three months’ written notice`,
            'Good Leaver',
          ],
          [
            `Resignation within the first ${minimumService}, or without the required notice`,
            'Bad Leaver',
          ],
          [
            'Removal for Cause, or a material breach of the duties about Intellectual Property, ' +
              'Confidential Information or the Restrictive Covenants',
            'Bad Leaver',
          ],
        ],
      },
      'The Board, without the leaving Founder’s vote, may treat a Bad Leaver as a Good Leaver ' +
        'for all or part of their shares. A Good Leaver who materially breaches the Restrictive ' +
        'Covenants becomes a Bad Leaver for the shares they still hold.',
      'If the Board so decides, a Founder’s Leaving Date is the day they give or receive notice, ' +
        'so that shares do not keep vesting during a notice period they do not work.',
    ],
  };
}

function buyBackSection(): SectionDraft {
  return {
    heading: 'Buy-Back of Founder Shares',
    parts: [
      'When a Founder leaves, the Company (or a person it names) may buy back their Founder ' +
        'Shares as follows:',
      {
        kind: 'table',
        columns: [
          { header: 'Leaver', width: 2 },
          { header: 'Unvested Shares', width: 3 },
          { header: 'Vested Shares', width: 3 },
        ],
        rows: [
          [
            'Good Leaver',
            'Bought back at the lower of the price paid and fair market value',
            'Kept by the Founder; or, at the Company’s option, bought back at fair market value',
          ],
          [
            'Bad Leaver',
            'Bought back at the lower of the price paid and fair market value',
            'Bought back at the lower of the price paid and fair market value',
          ],
        ],
      },
      'The Company exercises its option by written notice to the leaving Founder within 90 days ' +
        'after the Leaving Date, or within 90 days after it learns of the breach that makes a ' +
        'Founder a Bad Leaver, stating the number of shares and the price.',
      'Fair market value is the value of the shares on a sale between a willing buyer and a ' +
        'willing seller, with no discount for a minority holding or for the restrictions on ' +
        'transfer. It is agreed between the Board and the leaving Founder or, failing agreement ' +
        'within 30 days, set by an independent accountant or valuer the Board appoints, whose ' +
        'decision is final except for manifest error. The Company and the Founder share the ' +
        'valuer’s fees equally.',
      'Completion takes place within 30 days after the price is agreed or set: the leaving ' +
        'Founder transfers the shares free of any charge and receives the price in cash. If the ' +
        'Company cannot lawfully pay it all at once, it pays the balance in up to four quarterly ' +
        'instalments with interest at the statutory rate. If the Founder does not complete, any ' +
        'other director may sign the transfer on their behalf.',
    ],
  };
}

function transfersSection(): SectionDraft {
  return {
    heading: 'Transfers and Sale of the Company',
    parts: [
      'No Founder may sell, transfer, give or charge any Founder Shares, or any interest in them, ' +
        'except as this section allows. A transfer in breach of this Agreement is void, and the ' +
        'Company shall not register it.',
      'With the Board’s consent a Founder may transfer Vested Shares to a trust or company they ' +
        'control, if it agrees in writing to be bound by this Agreement.',
      'Right of first refusal: a Founder who wants to sell Vested Shares to a third party shall ' +
        'first offer them to the other Founders, in proportion to their holdings, at the same ' +
        'price and on the same terms, by written notice. The other Founders have 30 days to ' +
        'accept. Any shares they do not take may be sold to the third party within the next 60 ' +
        'days at no lower price and on no better terms.',
      'Drag-along: if Founders holding at least 75% of all Founder Shares agree to sell all of ' +
        'their shares to a buyer acting at arm’s length, they may require every other Founder to ' +
        'sell their shares to that buyer at the same price per share and on the same terms.',
      'Tag-along: no Founder may sell shares that would give a buyer more than 50% of the ' +
        'Company’s shares unless the buyer offers to buy every other Founder’s shares at the ' +
        'same price per share and on the same terms.',
      'On a Change of Control the Founders share the proceeds in proportion to the Founder ' +
        'Shares each then holds, after any acceleration under “Vesting” and subject to the rights ' +
        'of any preferred shares. Each Founder gives the usual warranties about themselves and ' +
        'their shares, is liable for warranties about the Company only in proportion to their ' +
        'share of the proceeds, and shall co-operate with a sale the Founders have approved.',
    ],
  };
}

function handoverSection(): SectionDraft {
  return {
    heading: 'Handover and Restrictive Covenants',
    parts: [
      'A Founder who resigns shall give at least three months’ written notice, keep working in ' +
        'good faith during it, and agree with the Board a written handover plan for their ' +
        'responsibilities, accounts, code, credentials and customer relationships.',
      'On their Leaving Date a Founder shall resign every office in the Company, return its ' +
        'property and Confidential Information, and transfer every account or domain held for ' +
        'the Business in their name.',
      'For 12 months after their Leaving Date a leaving Founder shall not, directly or ' +
        'indirectly (the “Restrictive Covenants”):',
      lettered(
        'work for, or hold more than 5% of, a business competing with the Business in the ' +
          'markets where it operated, to the extent the law where they live allows it;',
        'solicit or employ an employee or contractor of the Company they worked with in their ' +
          'last year of service; or',
        'solicit, to the Company’s harm, a customer or supplier they dealt with in that year.',
      ),
      'The Founders agree that these restrictions are reasonable to protect the Business and the ' +
        'value of each other’s shares; one found unenforceable applies with the shortest period ' +
        'or narrowest scope that would make it enforceable. The Founders shall agree together ' +
        'how a departure is announced, and none of them shall disparage the others in public.',
    ],
  };
}

/** Departures decided before they happen: leavers, buy-back, transfers and sale, handover. */
export function exitTermsAgreement(context: AgreementContext): AgreementDocument {
  return assembleAgreement(context, {
    recitals: [
      `The Founders, ${context.founderNames}, are building the Business through the Company, ` +
        endSentence(context.company),
      'Most disputes between founders arise when one of them leaves or when the Company is sold, ' +
        'and they are easier to settle before either happens.',
      'The Founders therefore agree now what happens to a leaving Founder’s shares, how shares ' +
        'may be transferred, how the proceeds of a sale are shared and how a departure is handed ' +
        'over, together with the other terms on which they will work together.',
    ],
    sections: [
      definitionsSection([
        ...commonDefinitions(context),
        ['Good Leaver and Bad Leaver', 'have the meanings given under “Good and Bad Leavers”.'],
        [
          'Restrictive Covenants',
          'the restrictions described under “Handover and Restrictive Covenants”.',
        ],
        ...(context.terms.acceleration === 'double'
          ? []
          : ([
              [
                'Good Reason',
                'a material reduction of a Founder’s duties, authority or pay, made without ' +
                  'their written consent and not remedied within 30 days of their written notice.',
              ],
            ] as [string, string][])),
      ]),
      equitySection(context, 'The ownership of the Company is allocated as set out below.'),
      vestingSection(context, 'Buy-Back of Founder Shares'),
      rolesSection(),
      intellectualPropertySection(),
      confidentialitySection(),
      decisionMakingSection(),
      leaversSection(context),
      buyBackSection(),
      transfersSection(),
      handoverSection(),
      disputeResolutionSection(),
      governingLawSection(context),
      generalSection(),
    ],
  });
}
