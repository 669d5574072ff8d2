// Sections most agreements share. Each template picks the ones it needs and adds its own;
// clauses refer to each other by section heading, since numbers differ between templates.
import type { AgreementContext } from './agreement-context';
import { endSentence, months, percent } from './agreement-context';
import {
  bold,
  bullets,
  lettered,
  paragraph,
  type Inline,
  type Section,
  type SectionPart,
  type Table,
} from './document-model';

export type SectionDraft = { heading: string; parts: SectionPart[] };

/** A defined term in a definitions list: the term in bold, then what it means. */
export type Definition = [term: string, meaning: string];

export const NOTICE_HEADING = 'Important: this template is not legal advice';

export function notice(context: AgreementContext) {
  return {
    heading: NOTICE_HEADING,
    text:
      'This document was prepared by Cofound from the terms you entered. It is general ' +
      'information, not legal advice, and Cofound is not a law firm. Company, employment, tax ' +
      'and intellectual property law differ between jurisdictions and change over time, and ' +
      'some of these terms may not be enforceable where you are. Before anyone signs, each ' +
      `founder should have it reviewed by a qualified lawyer admitted in ${endSentence(context.law)}`,
    footer: 'Cofound template, not legal advice: have it reviewed by a qualified lawyer.',
  };
}

/** The parties: each founder, then the company. Unnumbered. */
export function partiesSection(context: AgreementContext): Section {
  const { terms, company, law, date, template } = context;
  const founders = terms.founders.map((founder, index) =>
    paragraph(
      { text: `(${index + 1}) `, bold: true },
      bold(founder.name),
      `, who will serve as ${founder.role} (a “Founder”); and`,
    ),
  );
  return {
    heading: 'Parties',
    blocks: [
      paragraph(
        `This ${template.name} (the “Agreement”) is made on `,
        bold(date),
        ' (the “Effective Date”) between:',
      ),
      ...founders,
      paragraph(
        { text: `(${terms.founders.length + 1}) `, bold: true },
        bold(company),
        `, a company formed or to be formed under the laws of ${law} (the “Company”), which ` +
          'becomes a party to this Agreement by signing it or, if it is formed later, by adopting ' +
          'it by a decision of its board.',
      ),
      paragraph('Each Founder and the Company is a “Party”, and together they are the “Parties”.'),
    ],
  };
}

/** Recitals (A), (B), (C): why the parties sign. Unnumbered. */
export function recitalsSection(recitals: string[]): Section {
  return {
    heading: 'Background',
    blocks: recitals.map((text, index) => ({
      kind: 'paragraph',
      number: `(${String.fromCharCode(65 + index)})`,
      runs: [text],
    })),
  };
}

export function commonDefinitions(context: AgreementContext): Definition[] {
  const definitions: Definition[] = [
    [
      'Board',
      'the board of directors (or equivalent managing body) of the Company or, until one is ' +
        'appointed, the Founders acting together.',
    ],
    [
      'Business',
      `the business the Founders carry on through the Company under the name ${context.company}, ` +
        'as it develops from time to time.',
    ],
    [
      'Cause',
      'a material breach of this Agreement not remedied within 30 days of written notice; ' +
        'fraud, dishonesty or wilful misconduct towards the Company; a conviction for a serious ' +
        'criminal offence; or a persistent failure to perform the Founder’s duties after a ' +
        'written warning.',
    ],
    [
      'Change of Control',
      'a sale of all or substantially all of the Company’s assets, or a merger, share sale or ' +
        'other transaction after which the persons who held the Company’s voting shares just ' +
        'before it hold less than 50% of the voting power of the Company or its successor.',
    ],
    [
      'Confidential Information',
      'all non-public information about the Company, the Business, its customers, suppliers, ' +
        'finances, technology, products and plans, in any form, including information shared ' +
        'before the Effective Date.',
    ],
    [
      'Founder Shares',
      'the shares (or other equity interests) in the Company allocated to a Founder under this ' +
        'Agreement, and any shares issued in respect of them by a split, bonus issue or ' +
        'reorganisation.',
    ],
    [
      'Intellectual Property',
      'patents, inventions, copyright, software, designs, trade marks, domain names, know-how, ' +
        'trade secrets, database rights and all similar rights anywhere in the world, ' +
        'registered or not.',
    ],
    [
      'Leaving Date',
      'the date on which a Founder stops providing services to the Company, for any reason.',
    ],
    [
      'Vested Shares and Unvested Shares',
      'the Founder Shares that have vested under this Agreement, and those that have not yet.',
    ],
  ];
  if (context.terms.acceleration === 'double') {
    definitions.push([
      'Good Reason',
      'a material reduction of a Founder’s duties, authority or pay, or a required move of ' +
        'their place of work by more than 50 kilometres, made without their written consent and ' +
        'not remedied within 30 days of their written notice.',
    ]);
  }
  return definitions;
}

/** Definitions in alphabetical order, then the rules of reading the Agreement. */
export function definitionsSection(definitions: Definition[]): SectionDraft {
  const sorted = [...definitions].sort(([a], [b]) => a.localeCompare(b));
  return {
    heading: 'Definitions and Interpretation',
    parts: [
      'In this Agreement the following words have these meanings:',
      bullets(
        ...sorted.map(([term, meaning]): Inline[] => [bold(`“${term}”`), ` means ${meaning}`]),
      ),
      'Headings are for convenience only; “including” means “including without limitation”; a ' +
        'reference to a section is to the section of this Agreement with that heading.',
    ],
  };
}

export function equityTable(context: AgreementContext): Table {
  const rows = context.terms.founders.map((founder) => [
    founder.name,
    founder.role,
    percent(founder.equityPercent),
  ]);
  if (context.unallocated > 0) {
    rows.push(['Unallocated (reserved)', '', percent(context.unallocated)]);
  }
  return {
    kind: 'table',
    columns: [
      { header: 'Founder', width: 3 },
      { header: 'Role', width: 3 },
      { header: 'Equity', width: 2, align: 'right' },
    ],
    rows,
    total: ['Total', '', '100%'],
  };
}

export function equitySection(context: AgreementContext, opening: string): SectionDraft {
  const { unallocated, law } = context;
  return {
    heading: 'Equity',
    parts: [
      `${opening} Each percentage is of the Company’s issued shares on a fully diluted basis at ` +
        'the Effective Date.',
      equityTable(context),
      unallocated > 0
        ? `The remaining ${percent(unallocated)} is not allocated to any Founder. It is reserved ` +
          'for an option pool for employees and advisers and for future holders, and may be ' +
          'issued only with the approval that a Reserved Matter needs.'
        : 'The allocation above accounts for all of the Company’s shares at the Effective Date. ' +
          'An option pool for employees or advisers can be created later only by issuing new ' +
          'shares, which dilutes every Founder in proportion to their holding.',
      'The Company shall issue the Founder Shares (or, if it is not yet formed, shall issue them ' +
        'on its formation) against payment of their nominal value or against the work and ' +
        'assets each Founder has contributed to the Business. Each Founder shall sign the ' +
        `subscription, share purchase or restricted stock documents that the law of ${law} ` +
        'requires to give effect to this allocation, on terms consistent with this Agreement.',
      'Each Founder is responsible for their own taxes on their Founder Shares and should take ' +
        'tax advice before they are issued (in the United States, for example, an election under ' +
        'section 83(b) of the Internal Revenue Code must be filed within 30 days).',
    ],
  };
}

function vestingScheduleTable(context: AgreementContext): Table {
  const { vestingMonths, cliffMonths } = context.terms;
  const monthly = (equity: number) => percent(equity / vestingMonths, 4);
  const atCliff = (equity: number) => percent((equity * cliffMonths) / vestingMonths, 4);
  const cliff = cliffMonths > 0;
  return {
    kind: 'table',
    columns: [
      { header: 'Founder', width: 3 },
      { header: 'Founder Shares', width: 2, align: 'right' },
      ...(cliff
        ? [{ header: `Vest at month ${cliffMonths}`, width: 2, align: 'right' as const }]
        : []),
      {
        header: cliff ? 'Then vest each month' : 'Vest each month',
        width: 2,
        align: 'right',
      },
    ],
    rows: context.terms.founders.map((founder) => [
      founder.name,
      percent(founder.equityPercent),
      ...(cliff ? [atCliff(founder.equityPercent)] : []),
      monthly(founder.equityPercent),
    ]),
  };
}

/** The time-based schedule: the vesting period, the cliff and a table of what vests when. */
export function vestingScheduleParts(context: AgreementContext): SectionPart[] {
  const { vestingMonths, cliffMonths } = context.terms;
  const schedule =
    cliffMonths > 0
      ? `None of a Founder’s Founder Shares vest until ${months(cliffMonths)} have passed ` +
        'since the Vesting Start Date (the “Cliff”). On that day ' +
        `${cliffMonths}/${vestingMonths} of them vest at once. The rest vest in equal monthly ` +
        `instalments of 1/${vestingMonths} on the same day of each following month, so that all ` +
        'of them have vested at the end of the Vesting Period.'
      : `A Founder’s Founder Shares vest in ${vestingMonths} equal monthly instalments of ` +
        `1/${vestingMonths}, on the same day of each month after the Vesting Start Date, so ` +
        'that all of them have vested at the end of the Vesting Period. There is no cliff.';
  return [
    'All Founder Shares are subject to vesting, so that each Founder earns their equity by ' +
      `working for the Company. A Founder’s shares vest over ${months(vestingMonths)} (the ` +
      '“Vesting Period”) starting on the Effective Date (the “Vesting Start Date”), provided ' +
      'that the Founder still provides services to the Company on each vesting day.',
    schedule,
    'The vesting schedule, as percentages of the Company, is:',
    vestingScheduleTable(context),
  ];
}

export function accelerationClause(context: AgreementContext): string {
  switch (context.terms.acceleration) {
    case 'none':
      return (
        'Acceleration: none. A Change of Control does not make Unvested Shares vest sooner. ' +
        'They keep vesting on this schedule for as long as the Founder provides services to the ' +
        'Company or its successor.'
      );
    case 'single':
      return (
        'Acceleration (single trigger): on a Change of Control, all of every Founder’s ' +
        'Unvested Shares vest immediately before it completes, whether or not the Founder ' +
        'continues to work for the Company or its successor.'
      );
    case 'double':
      return (
        'Acceleration (double trigger): if, within 12 months after a Change of Control, ' +
        'the Company or its successor ends a Founder’s services without Cause, or the Founder ' +
        'resigns for Good Reason, all of that Founder’s Unvested Shares vest on their Leaving ' +
        'Date. A Change of Control alone does not make shares vest sooner.'
      );
  }
}

/** `departure`: the heading of the section that says what happens to a leaver's shares. */
export function vestingRulesParts(departure = 'Departure of a Founder'): SectionPart[] {
  return [
    'A Founder holds voting and dividend rights on Unvested Shares until they are bought back, ' +
      'but may not sell, transfer, give or charge them.',
    'Vesting stops on a Founder’s Leaving Date: no Founder Shares vest after it, except under ' +
      'the acceleration clause above. What happens to the Founder Shares of a Founder who ' +
      `leaves is set out under “${departure}”.`,
  ];
}

export function vestingSection(context: AgreementContext, departure?: string): SectionDraft {
  return {
    heading: 'Vesting',
    parts: [
      ...vestingScheduleParts(context),
      accelerationClause(context),
      ...vestingRulesParts(departure),
    ],
  };
}

export function rolesSection(): SectionDraft {
  return {
    heading: 'Roles and Responsibilities',
    parts: [
      'Each Founder shall serve the Company in the role shown against their name under ' +
        '“Equity”, with the responsibilities that role usually carries in a company of the ' +
        'Company’s size and stage, and any further responsibilities consistent with it that the ' +
        'Board gives them.',
      'Unless the Board agrees otherwise in writing, each Founder shall devote substantially all ' +
        'of their working time and attention to the Business, and shall not take part in any ' +
        'other business that competes with the Business or materially interferes with their ' +
        'duties.',
      'Each Founder shall act in good faith and in the best interests of the Company, keep the ' +
        'other Founders informed of every material matter within their role, and declare any ' +
        'personal interest in a transaction with the Company before the Company enters into it.',
      'Roles may be changed only by a decision of the Board. Any pay is set by the Board and ' +
        'recorded in a separate service or employment agreement; until then no Founder is ' +
        'entitled to a salary.',
    ],
  };
}

export function intellectualPropertySection(): SectionDraft {
  return {
    heading: 'Intellectual Property',
    parts: [
      'Each Founder assigns to the Company, with full title and free of third-party rights, all ' +
        'of their rights in the Intellectual Property they have created for the Business, alone ' +
        'or with others, before the Effective Date. All Intellectual Property a Founder creates ' +
        'in the course of their work for the Company after the Effective Date belongs to the ' +
        'Company as soon as it is created. Where the law does not allow a present assignment of ' +
        'future rights, the Founder shall assign them to the Company on request.',
      'Each Founder shall promptly disclose to the Company every invention, work and other item ' +
        'of Intellectual Property they create for the Business, and shall sign every document ' +
        'and take every step the Company reasonably asks for to register, protect or enforce ' +
        'it, during and after their service, at the Company’s expense. To the extent the law ' +
        'allows, each Founder waives all moral rights in works assigned to the Company.',
      'Intellectual Property a Founder owned before working on the Business and did not create ' +
        'for it (“Prior IP”) stays theirs. If a Founder brings Prior IP into the Company’s ' +
        'products, they grant the Company a perpetual, irrevocable, worldwide, royalty-free ' +
        'licence to use, modify and sub-license it as part of the Business.',
      'If the Company is never formed, the Intellectual Property created for the Business ' +
        'belongs to the Founders jointly in proportion to their equity under this Agreement, and ' +
        'none of them may use it without the written consent of the others.',
    ],
  };
}

export function confidentialitySection(years = 5): SectionDraft {
  return {
    heading: 'Confidentiality',
    parts: [
      'Each Founder shall keep the Confidential Information secret, use it only for the ' +
        'Business, and disclose it only to people who need it for the Business and are bound by ' +
        'duties of confidence at least as strict as these.',
      'These duties do not apply to information that is or becomes public other than through ' +
        'the Founder’s breach, that the Founder lawfully receives from a third party free of any ' +
        'duty of confidence, or that the law, a court or a regulator requires the Founder to ' +
        'disclose (in which case the Founder shall, where lawful, tell the Company first).',
      'On their Leaving Date a Founder shall return or destroy all Confidential Information in ' +
        'their possession and confirm in writing that they have done so. These duties continue ' +
        `for ${years} years after a Founder’s Leaving Date and, for trade secrets, for as long as ` +
        'the information remains a trade secret.',
    ],
  };
}

/** The decisions that need Founders holding three quarters of the Founder Shares. */
export function reservedMatters() {
  return lettered(
    'issuing new shares, options or convertible instruments, or creating an option pool;',
    'changing the Company’s constitutional documents or the rights attached to any shares;',
    'selling the Company, the Business or a material part of its assets, or merging the Company ' +
      'with another company;',
    'borrowing or guaranteeing more than an amount the Board sets, or granting security over ' +
      'the Company’s assets;',
    'appointing or removing a director, or changing a Founder’s role;',
    'approving the annual budget, or spending more than 10% above it;',
    'starting or settling litigation other than in the ordinary course of business;',
    'any transaction between the Company and a Founder or a person connected with a Founder; and',
    'winding up or dissolving the Company.',
  );
}

export function decisionMakingSection(): SectionDraft {
  return {
    heading: 'Decision Making',
    parts: [
      'Day-to-day decisions within a Founder’s role are made by that Founder.',
      'Other decisions about the Business are made by the Board. Until a board is formally ' +
        'appointed, the Founders act as the Board, meet at least monthly (in person, by video or ' +
        'in writing) and decide by a majority of the votes cast, each Founder having votes in ' +
        'proportion to their Founder Shares, vested and unvested.',
      'The following decisions (“Reserved Matters”) need the written consent of Founders ' +
        'holding at least 75% of all Founder Shares: issuing shares, options or convertible ' +
        'instruments; changing the Company’s constitution or share rights; selling or merging ' +
        'the Company, the Business or a material part of its assets; borrowing or granting ' +
        'security above a limit the Board sets; appointing or removing a director or changing a ' +
        'Founder’s role; approving the annual budget; any transaction between the Company and a ' +
        'Founder; and winding up the Company.',
      'If the Founders cannot agree on a Reserved Matter or a Board decision after discussing ' +
        'it in good faith at two meetings held at least 14 days apart, any Founder may refer it ' +
        'to “Dispute Resolution”. Until it is resolved the Company keeps operating in the ' +
        'ordinary course, and the proposal does not go ahead.',
    ],
  };
}

export function departureSection(): SectionDraft {
  return {
    heading: 'Departure of a Founder',
    parts: [
      [
        'A Founder is a ',
        bold('Good Leaver'),
        ' if they leave because of death, permanent incapacity or serious illness, are removed ' +
          'other than for Cause, or resign after the Cliff (or, with no Cliff, after 12 months) ' +
          'giving at least three months’ written notice. A Founder is a ',
        bold('Bad Leaver'),
        ' if they are removed for Cause, resign before that time or without that notice, or ' +
          'materially breach their duties under this Agreement about Intellectual Property or ' +
          'Confidential Information. The Board, without the leaving Founder’s vote, may decide ' +
          'to treat a Bad Leaver as a Good Leaver.',
      ],
      'Unvested Shares: within 90 days after any Founder’s Leaving Date, the Company (or a ' +
        'person it names) may buy back all or part of their Unvested Shares, by written notice, ' +
        'at the lower of the price the Founder paid for them and their fair market value.',
      'Vested Shares: a Good Leaver keeps their Vested Shares. The Company may buy back a Bad ' +
        'Leaver’s Vested Shares, by written notice within 90 days after the Leaving Date, at the ' +
        'lower of the price the Founder paid for them and their fair market value.',
      'Fair market value is agreed between the Board and the leaving Founder or, failing ' +
        'agreement within 30 days, set by an independent valuer the Board appoints. The Company ' +
        'pays the price within 60 days after it is set, against a transfer free of any charge.',
      'A leaving Founder shall hand over their work, accounts, credentials and Company property ' +
        'in good order, resign any office in the Company if asked, and for 12 months shall not ' +
        'solicit any employee, customer or supplier of the Company they dealt with.',
    ],
  };
}

export function disputeResolutionSection(): SectionDraft {
  return {
    heading: 'Dispute Resolution',
    parts: [
      'If a dispute arises out of or in connection with this Agreement, any Party may give ' +
        'written notice of it to the others. The Founders shall meet within 14 days of that ' +
        'notice and try in good faith to settle it.',
      'If the dispute is not settled within 30 days of the notice, the Parties shall try to ' +
        'settle it by mediation, with a mediator they agree on or, failing agreement within 10 ' +
        'days, one appointed by a recognised mediation body in the jurisdiction named under ' +
        '“Governing Law”, at the Company’s cost. If it is still not settled 60 days after the ' +
        'mediator is appointed, any Party may refer it to the courts named under “Governing Law”.',
      'Nothing in this section prevents a Party from seeking urgent interim relief to protect ' +
        'Intellectual Property or Confidential Information.',
    ],
  };
}

export function governingLawSection(context: AgreementContext): SectionDraft {
  const { law } = context;
  return {
    heading: 'Governing Law',
    parts: [
      'This Agreement and any dispute or claim (including a non-contractual one) arising out of ' +
        `or in connection with it are governed by the laws of ${endSentence(law)}`,
      `The courts of ${law} have exclusive jurisdiction over any such dispute or claim, once ` +
        'the steps under “Dispute Resolution” have been taken.',
      'If this Agreement conflicts with a mandatory rule of law or with the Company’s ' +
        'constitutional documents, the Founders shall vote their shares and take every other step ' +
        'open to them to give effect to it as closely as the law allows.',
    ],
  };
}

export function generalSection(): SectionDraft {
  return {
    heading: 'General',
    parts: [
      'This Agreement is the entire agreement between the Parties about its subject and ' +
        'replaces any earlier understanding about it. It may be changed only in writing signed ' +
        'by all the Founders and the Company.',
      'If any provision is found invalid or unenforceable, it applies with the least change ' +
        'needed to make it valid, and the rest of this Agreement is unaffected. Nothing in this ' +
        'Agreement makes the Founders partners or one Founder the agent of another.',
      'No Party may assign or transfer their rights under this Agreement without the written ' +
        'consent of the others. The Company shall require every person who comes to hold ' +
        'Founder Shares to agree in writing to be bound by this Agreement.',
      'Notices under this Agreement must be in writing, delivered by hand, by post or by email ' +
        'to the address each Party last gave the others. This Agreement may be signed in ' +
        'counterparts and by electronic signature.',
    ],
  };
}

/** The signature page: every founder, then the company. */
export function signaturesSection(context: AgreementContext): Section {
  return {
    heading: 'Signatures',
    blocks: [
      paragraph(
        'Signed by the Parties on the dates written below, to take effect on the Effective Date.',
      ),
      {
        kind: 'signatures',
        signers: [
          ...context.terms.founders.map((founder) => ({
            name: founder.name,
            capacity: `Founder, ${founder.role}`,
          })),
          { name: `For and on behalf of ${context.company}`, capacity: 'Authorised signatory' },
        ],
      },
    ],
  };
}
