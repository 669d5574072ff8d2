import type { AgreementContext } from '../agreement-context';
import { assembleAgreement } from '../assemble';
import {
  commonDefinitions,
  confidentialitySection,
  decisionMakingSection,
  definitionsSection,
  departureSection,
  disputeResolutionSection,
  equitySection,
  generalSection,
  governingLawSection,
  rolesSection,
  vestingSection,
  type SectionDraft,
} from '../common-sections';
import { lettered, paragraph, type AgreementDocument, type Section } from '../document-model';

function assignmentSection(): SectionDraft {
  return {
    heading: 'Assignment of Intellectual Property',
    parts: [
      'Each Founder assigns to the Company, with full title and free of third-party rights, all ' +
        'of their rights, title and interest in the Founder IP created before the Effective ' +
        'Date, and assigns by way of present assignment of future rights all Founder IP they ' +
        'create after it, so that each item belongs to the Company as soon as it is created.',
      '“Founder IP” is all Intellectual Property a Founder creates, alone or with others, that:',
      lettered(
        'relates to the Business or to its actual or planned products, services or research;',
        'is created in the course of their work for the Company, or with its time, equipment, ' +
          'information or money; or',
        'results from any work the Board asks the Founder to do,',
      ),
      'whether created during working hours or not, and including everything created for the ' +
        'Business before the Company was formed: code, designs, product plans, brand names, ' +
        'domain names, logos, content, customer lists and research.',
      'Where the law does not allow a present assignment of future rights, the Founder holds the ' +
        'rights on trust for the Company and shall assign them on request. Each Founder shall ' +
        'transfer to the Company every domain name, social media account, code repository and ' +
        'other registration made for the Business in their own name, within 30 days after the ' +
        'Effective Date or after it is made, whichever is later.',
      'Each Founder shall keep written records of their inventions and disclose each one to the ' +
        'Company promptly, and shall sign every document and take every step the Company ' +
        'reasonably asks for to register, protect, enforce or defend the Founder IP, during and ' +
        'after their service, at the Company’s expense. Each Founder appoints the Company, acting ' +
        'by any other director, as their attorney to sign such documents if they do not do so ' +
        'within 14 days of a written request.',
      'To the extent the law allows, each Founder unconditionally and irrevocably waives all ' +
        'moral rights, and rights of a similar nature, in the Founder IP, and consents to the ' +
        'Company using, changing and publishing it without naming them. No Founder is entitled to ' +
        'payment for these assignments beyond their Founder Shares, except as the law requires.',
    ],
  };
}

function priorInventionsSection(): SectionDraft {
  return {
    heading: 'Prior Inventions',
    parts: [
      'Intellectual Property a Founder owned before working on the Business, and did not create ' +
        'for it, is “Prior IP”. Each Founder lists their Prior IP in the schedule to this ' +
        'Agreement before signing it; a Founder who lists nothing confirms that they have no ' +
        'Prior IP relevant to the Business.',
      'Prior IP stays with the Founder who owns it. If a Founder brings Prior IP into the ' +
        'Company’s products or work, or the Business cannot be carried on without it, they ' +
        'grant the Company a perpetual, irrevocable, worldwide, royalty-free, non-exclusive ' +
        'licence, with the right to sub-license, to use, copy, modify and exploit it as part of ' +
        'the Business.',
      'A Founder shall not bring into the Business any Prior IP that they cannot license in ' +
        'this way, or any Intellectual Property or confidential information belonging to a ' +
        'former employer or anyone else.',
    ],
  };
}

function thirdPartySection(): SectionDraft {
  return {
    heading: 'Third-Party Rights and Open Source',
    parts: [
      'Each Founder confirms that, to the best of their knowledge, their work for the Business ' +
        'does not infringe anyone else’s rights, and that no employment contract, consultancy ' +
        'agreement or university policy gives anyone else a claim to the Founder IP. A Founder ' +
        'who is still employed elsewhere shall tell the other Founders of any such terms before ' +
        'signing, and shall do no work for the Business with their employer’s time, equipment ' +
        'or information.',
      'Open source software may be used in the Company’s products only under licences the ' +
        'Board has approved. Software under a licence that would require the Company to publish ' +
        'its own source code (such as the GNU GPL or AGPL) may be used only with the Board’s ' +
        'written approval. The Company keeps a list of the open source components and licences ' +
        'its products use, and owns every registration of its trade marks and patents.',
    ],
  };
}

function protectionSection(): SectionDraft {
  return {
    heading: 'Non-Solicitation and Return of Materials',
    parts: [
      'While they are a Founder and for 12 months after their Leaving Date, no Founder shall, ' +
        'directly or indirectly, solicit or employ any employee or contractor of the Company ' +
        'with whom they worked, or solicit any customer or supplier of the Company with whom ' +
        'they dealt, in each case in their last 12 months of service, in a way that harms the ' +
        'Business.',
      'On their Leaving Date, or earlier if the Board asks, a Founder shall return to the ' +
        'Company every document, device, file, credential and other item that belongs to the ' +
        'Company or contains Founder IP or Confidential Information, delete any copies from ' +
        'their own devices and accounts, and confirm in writing that they have done so.',
      'Damages alone may not be an adequate remedy for a breach of the sections on Intellectual ' +
        'Property or Confidentiality, and the Company may seek an injunction to prevent one.',
    ],
  };
}

function priorInventionsSchedule(context: AgreementContext): Section {
  return {
    heading: 'Schedule: Prior IP',
    blocks: [
      paragraph(
        'Each Founder describes their Prior IP (title, date and a short description of each ' +
          'item), or writes “None”, and initials their row before signing.',
      ),
      {
        kind: 'table',
        columns: [
          { header: 'Founder', width: 2 },
          { header: 'Prior IP excluded from the assignment', width: 5 },
          { header: 'Initials', width: 1 },
        ],
        rows: context.terms.founders.map((founder) => [founder.name, '', '']),
        writeIn: true,
      },
    ],
  };
}

/** Everything the founders create belongs to the company: assignment, prior IP, open source. */
export function ipProtectionAgreement(context: AgreementContext): AgreementDocument {
  return assembleAgreement(context, {
    recitals: [
      `The Founders, ${context.founderNames}, are building the Business through the Company, ` +
        `${context.company}, and some of its Intellectual Property was created before the ` +
        'Company existed.',
      'Investors, acquirers and customers will expect the Company to own everything the ' +
        'Business relies on, free of any claim by a Founder, a former employer or anyone else.',
      'The Founders therefore assign that Intellectual Property to the Company, record what ' +
        'each of them keeps, and agree how they will protect the Company’s assets, together ' +
        'with the other terms on which they will work together.',
    ],
    sections: [
      definitionsSection([
        ...commonDefinitions(context),
        [
          'Founder IP',
          'the Intellectual Property described under “Assignment of Intellectual Property”.',
        ],
        ['Prior IP', 'the Intellectual Property described under “Prior Inventions”.'],
      ]),
      equitySection(context, 'The ownership of the Company is allocated as set out below.'),
      vestingSection(context),
      rolesSection(),
      assignmentSection(),
      priorInventionsSection(),
      thirdPartySection(),
      confidentialitySection(7),
      protectionSection(),
      decisionMakingSection(),
      departureSection(),
      disputeResolutionSection(),
      governingLawSection(context),
      generalSection(),
    ],
    schedules: [priorInventionsSchedule(context)],
  });
}
