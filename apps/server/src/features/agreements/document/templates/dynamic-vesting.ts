import type { AgreementContext } from '../agreement-context';
import { endSentence } from '../agreement-context';
import { assembleAgreement } from '../assemble';
import {
  accelerationClause,
  commonDefinitions,
  confidentialitySection,
  decisionMakingSection,
  definitionsSection,
  departureSection,
  disputeResolutionSection,
  equitySection,
  generalSection,
  governingLawSection,
  intellectualPropertySection,
  rolesSection,
  vestingRulesParts,
  vestingScheduleParts,
  type SectionDraft,
} from '../common-sections';
import {
  bold,
  paragraph,
  type AgreementDocument,
  type Section,
  type Table,
} from '../document-model';

const commitmentLevels: Table = {
  kind: 'table',
  columns: [
    { header: 'Commitment Level', width: 2 },
    { header: 'Working time for the Company', width: 4 },
    { header: 'Vesting rate', width: 2, align: 'right' },
  ],
  rows: [
    ['Full-Time', 'At least 40 hours a week, or the Company’s normal full-time hours', '100%'],
    ['Part-Time', '20 to 39 hours a week', '50%'],
    [
      'Leave',
      'Under 20 hours a week, or an agreed leave of absence of more than 30 days',
      '0% (paused)',
    ],
  ],
};

function dynamicVestingSection(context: AgreementContext): SectionDraft {
  return {
    heading: 'Dynamic Vesting',
    parts: [
      ...vestingScheduleParts(context),
      'The schedule above assumes that a Founder works Full-Time throughout. The shares a ' +
        'Founder vests each month follow their real commitment to the Company, measured by ' +
        'their Commitment Level in that month:',
      commitmentLevels,
      'Each month a Founder vests the monthly instalment multiplied by the vesting rate of ' +
        'their Commitment Level in that month. A month at Part-Time counts as half a month ' +
        'towards the Cliff, if there is one, and a month on Leave does not count. The Vesting ' +
        'Period extends by as many months as a Founder needs to vest all of their Founder ' +
        'Shares, so the total a Founder can earn never changes: only the time it takes.',
      'Every Founder is at Full-Time on the Effective Date, as the Commitment Register in the ' +
        'schedule to this Agreement records. A Founder who wants to change their Commitment ' +
        'Level shall give the other Founders at least 30 days’ written notice; the change takes ' +
        'effect on the first day of the following month. Statutory parental, sick and similar ' +
        'leave is treated as the law of the Company’s jurisdiction requires, and otherwise as ' +
        'Leave.',
      'The Company keeps the Commitment Register up to date. The Founders shall review and ' +
        'sign it at the end of each calendar quarter; a Founder who does not object in writing ' +
        'within 14 days of receiving it is taken to have agreed with it.',
      accelerationClause(context),
      ...vestingRulesParts(),
    ],
  };
}

function milestonesSection(): SectionDraft {
  return {
    heading: 'Milestone Vesting',
    parts: [
      'The Board may set milestones for a Founder, such as a product launch, a revenue target, ' +
        'a key hire or a financing round, in writing and in advance, together with the ' +
        'percentage of that Founder’s Founder Shares that vests when each milestone is reached.',
      'When the Board confirms in writing that a milestone has been reached, that percentage of ' +
        'the Founder’s Unvested Shares vests at once, on top of time-based vesting, and each ' +
        'remaining monthly instalment is reduced in proportion.',
      'Milestone vesting may not exceed 25% of a Founder’s Founder Shares in total, and no ' +
        'milestone may be set or confirmed after that Founder’s Leaving Date.',
      'Commitment Levels and milestones concerning a Founder are decided by the Board without ' +
        'that Founder’s vote. A Founder who disagrees with such a decision may refer it to ' +
        '“Dispute Resolution”.',
    ],
  };
}

function commitmentRegister(context: AgreementContext): Section {
  return {
    heading: 'Schedule: Commitment Register',
    blocks: [
      paragraph(
        'Commitment Levels in force from the Effective Date, ',
        bold(context.date),
        '. Later changes are added below, dated and initialled by every Founder.',
      ),
      {
        kind: 'table',
        columns: [
          { header: 'Founder', width: 3 },
          { header: 'Role', width: 3 },
          { header: 'Commitment Level', width: 2 },
          { header: 'Milestones agreed', width: 2 },
        ],
        rows: context.terms.founders.map((founder) => [
          founder.name,
          founder.role,
          'Full-Time',
          'None yet',
        ]),
      },
    ],
  };
}

/** Vesting that follows each founder's real commitment, with milestone vesting. */
export function dynamicVestingAgreement(context: AgreementContext): AgreementDocument {
  return assembleAgreement(context, {
    recitals: [
      `The Founders, ${context.founderNames}, are building the Business through the Company, ` +
        endSentence(context.company),
      'They accept that each of them may not always be able to give the Company the same time, ' +
        'and want each Founder’s equity to be earned in line with the commitment they actually ' +
        'make.',
      'They therefore agree a vesting schedule that follows each Founder’s Commitment Level and ' +
        'rewards agreed milestones, together with the other terms on which they will work ' +
        'together.',
    ],
    sections: [
      definitionsSection([
        ...commonDefinitions(context),
        [
          'Commitment Level',
          'Full-Time, Part-Time or Leave, as defined under “Dynamic Vesting” and recorded in ' +
            'the Commitment Register.',
        ],
        [
          'Commitment Register',
          'the record of each Founder’s Commitment Level and milestones that the Company keeps, ' +
            'beginning with the schedule to this Agreement.',
        ],
      ]),
      equitySection(context, 'The ownership of the Company is allocated as set out below.'),
      dynamicVestingSection(context),
      milestonesSection(),
      rolesSection(),
      intellectualPropertySection(),
      confidentialitySection(),
      decisionMakingSection(),
      departureSection(),
      disputeResolutionSection(),
      governingLawSection(context),
      generalSection(),
    ],
    schedules: [commitmentRegister(context)],
  });
}
