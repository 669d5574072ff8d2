import type { AgreementContext } from '../agreement-context';
import { endSentence } from '../agreement-context';
import { assembleAgreement } from '../assemble';
import {
  commonDefinitions,
  confidentialitySection,
  definitionsSection,
  departureSection,
  disputeResolutionSection,
  equitySection,
  generalSection,
  governingLawSection,
  intellectualPropertySection,
  reservedMatters,
  rolesSection,
  vestingSection,
  type SectionDraft,
} from '../common-sections';
import { lettered, type AgreementDocument } from '../document-model';

function governanceSection(context: AgreementContext): SectionDraft {
  const count = context.terms.founders.length;
  return {
    heading: 'Governance',
    parts: [
      `The Board consists of the ${count} Founders for as long as each of them holds at least ` +
        '5% of the Company’s shares and has not reached their Leaving Date. A Founder who stops ' +
        'meeting these conditions shall resign as a director when asked. Other directors, ' +
        'including investor and independent directors, are appointed as a Reserved Matter.',
      'The Board elects a chair from among the Founders for a term of 12 months. The chair runs ' +
        'Board meetings but has no casting vote.',
      'The Board meets at least once a month and holds a strategy meeting at least once a ' +
        'quarter. Any director may call a meeting on five business days’ notice, or on shorter ' +
        'notice if every director agrees. Meetings may be held in person or by video.',
      'A Board meeting is quorate when a majority of the directors, and at least two Founders, ' +
        'are present. If a meeting is not quorate, it is adjourned by one week and the directors ' +
        'present at the adjourned meeting form a quorum.',
      'Decisions are taken at three levels:',
      lettered(
        'Ordinary decisions, within the annual budget and the business plan: by a simple ' +
          'majority of the directors present and voting.',
        'Reserved Matters, listed below: by Founders holding at least 75% of all Founder ' +
          'Shares (a “Supermajority”), vested and unvested, in writing or at a meeting.',
        'Unanimous matters: amending this Agreement, admitting a new Founder, changing the ' +
          'equity allocated to an existing Founder, or removing a Founder as a director other ' +
          'than for Cause: by every Founder who has not reached their Leaving Date.',
      ),
      'The Reserved Matters are:',
      reservedMatters(),
      'A Founder with a personal interest in a matter shall declare it and shall not vote on ' +
        'it; their Founder Shares are left out when the Supermajority is counted.',
      'Each Founder is entitled to see the Company’s books, accounts and contracts on ' +
        'reasonable notice, and the Company shall send every Founder monthly management ' +
        'accounts within 20 days after each month ends.',
    ],
  };
}

function deadlockSection(): SectionDraft {
  return {
    heading: 'Deadlock',
    parts: [
      'A “Deadlock” exists when a Reserved Matter or a unanimous matter has been proposed at two ' +
        'meetings at least 14 days apart and has not been approved, and a Founder declares a ' +
        'Deadlock in writing.',
      'Within 14 days after a Deadlock is declared, the Founders shall each set out their ' +
        'position in writing and meet, without advisers, to try to resolve it.',
      'If the Deadlock is not resolved at that meeting, the Founders shall refer it to an ' +
        'independent adviser with experience of companies like the Company, chosen together or, ' +
        'failing agreement within 10 days, under “Dispute Resolution”. The adviser shall give a ' +
        'non-binding recommendation within 30 days.',
      'If the Deadlock continues for 90 days after it was declared, the proposal fails and the ' +
        'Company continues on its existing plan and budget. No Founder may use a Deadlock to ' +
        'stop the Company paying its debts, meeting its legal obligations or continuing its ' +
        'business in the ordinary course.',
    ],
  };
}

function newFoundersSection(): SectionDraft {
  return {
    heading: 'New Founders',
    parts: [
      'A person may become a Founder only by a unanimous decision of the existing Founders, ' +
        'which records their role, their equity and their vesting terms.',
      'A new Founder’s equity is issued from the unallocated shares or by issuing new shares. ' +
        'New shares dilute the existing Founders in proportion to their holdings unless all of ' +
        'them agree otherwise in writing.',
      'Before receiving any shares, a new Founder shall sign a deed of adherence by which they ' +
        'agree to be bound by this Agreement as a Founder. From the date of that deed, this ' +
        'Agreement applies to them as if they had signed it on the Effective Date, except that ' +
        'their Vesting Start Date is the date they joined.',
    ],
  };
}

/** Three or more founders: a board of founders, voting levels, deadlock and new founders. */
export function multiFounderAgreement(context: AgreementContext): AgreementDocument {
  const count = context.terms.founders.length;
  return assembleAgreement(context, {
    recitals: [
      `The ${count} Founders, ${context.founderNames}, are building the Business together ` +
        `through the Company, ${endSentence(context.company)}`,
      'With several founders, decisions need clear rules: who sits on the Board, which ' +
        'decisions need more than a majority, how a deadlock ends and how new founders join.',
      'The Founders therefore record those rules here, together with their equity, vesting, ' +
        'roles and the other terms on which they will work together.',
    ],
    sections: [
      definitionsSection(commonDefinitions(context)),
      equitySection(context, 'The ownership of the Company is allocated as set out below.'),
      vestingSection(context),
      rolesSection(),
      governanceSection(context),
      deadlockSection(),
      newFoundersSection(),
      intellectualPropertySection(),
      confidentialitySection(),
      departureSection(),
      disputeResolutionSection(),
      governingLawSection(context),
      generalSection(),
    ],
  });
}
