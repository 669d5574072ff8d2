import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { equalShares } from '@cofound/shared/agreements/agreement-rules';
import { agreementCatalogue } from '@cofound/shared/agreements/agreements.catalogue';
import {
  agreementTermsSchema,
  type AgreementTermsInput,
} from '@cofound/shared/agreements/agreements.schemas';
import { buildAgreement } from './agreement-documents';
import { documentText, type AgreementDocument } from './document-model';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

const names = [
  'Ada Lovelace',
  'Grace Hopper',
  'Katherine Johnson',
  'Margaret Hamilton',
  'Radia Perlman',
  'Barbara Liskov',
  'Frances Allen',
  'Hedy Lamarr',
];
const roles = ['CEO', 'CTO', 'COO', 'CFO', 'CPO', 'CMO', 'Head of Sales', 'Head of Design'];

function termsFor(count: number, overrides: Partial<AgreementTermsInput> = {}) {
  return agreementTermsSchema.parse({
    companyName: 'Ledgerly Labs',
    effectiveDate: '2026-03-01',
    governingLaw: 'England and Wales',
    founders: equalShares(count).map((equityPercent, index) => ({
      name: names[index],
      role: roles[index],
      equityPercent,
    })),
    vestingMonths: 48,
    cliffMonths: 12,
    acceleration: 'single',
    ...overrides,
  });
}

const headings = (document: AgreementDocument) =>
  document.sections.map((section) => section.heading);

describe.each(agreementCatalogue.map((template) => [template.id, template] as const))(
  'the %s agreement',
  (_id, template) => {
    it.each([2, 3, 8])('names each of %i founders with their role and equity', (count) => {
      const terms = termsFor(count);
      const text = documentText(buildAgreement(template, terms));
      for (const founder of terms.founders) {
        expect(text).toContain(founder.name);
        expect(text).toContain(founder.role);
        expect(text).toContain(`${founder.name} | ${founder.role} | ${founder.equityPercent}%`);
      }
      expect(text).toContain('Ledgerly Labs');
      expect(text).toContain('1 March 2026');
      expect(text).toContain('governed by the laws of England and Wales');
    });

    it('states the vesting terms, the cliff and the acceleration', () => {
      const text = documentText(
        buildAgreement(template, termsFor(2, { vestingMonths: 36, cliffMonths: 6 })),
      );
      expect(text).toContain('vest over 36 months (3 years)');
      expect(text).toContain('until 6 months have passed');
      expect(text).toContain('6/36 of them vest at once');
      // 50% over 36 months: 8.3333% at the cliff, then 1.3889% a month.
      expect(text).toContain('Ada Lovelace | 50% | 8.3333% | 1.3889%');
      expect(text).toContain('Acceleration (single trigger)');
    });

    it('says when there is no cliff and no acceleration', () => {
      const text = documentText(
        buildAgreement(template, termsFor(2, { cliffMonths: 0, acceleration: 'none' })),
      );
      expect(text).toContain('There is no cliff.');
      expect(text).toContain('Acceleration: none.');
    });

    it('defines Good Reason where double-trigger acceleration relies on it', () => {
      const text = documentText(buildAgreement(template, termsFor(2, { acceleration: 'double' })));
      expect(text).toContain('Acceleration (double trigger)');
      expect(text).toContain('“Good Reason” means');
    });

    it('carries the notice that it is not legal advice, at the top and in the footer', () => {
      const document = buildAgreement(template, termsFor(2));
      expect(document.notice.heading).toBe('Important: this template is not legal advice');
      expect(document.notice.text).toContain('not legal advice');
      expect(document.notice.text).toContain('qualified lawyer admitted in England and Wales.');
      expect(document.notice.footer).toContain('not legal advice');
    });

    it('has parties, background, numbered sections in order and a signature for everyone', () => {
      const terms = termsFor(3);
      const document = buildAgreement(template, terms);
      expect(document.title).toBe(template.name);
      expect(headings(document).slice(0, 2)).toEqual(['Parties', 'Background']);
      const numbers = document.sections.flatMap((section) => section.number ?? []);
      expect(numbers).toEqual(numbers.map((_, index) => String(index + 1)));
      const signatures = document.sections
        .flatMap((section) => section.blocks)
        .flatMap((block) => (block.kind === 'signatures' ? block.signers : []));
      expect(signatures.map((signer) => signer.name)).toEqual([
        ...terms.founders.map((founder) => founder.name),
        'For and on behalf of Ledgerly Labs',
      ]);
    });

    it('refers only to sections it has', () => {
      const document = buildAgreement(template, termsFor(2));
      const text = documentText(document);
      const referred = [...text.matchAll(/(?:under|to) “([^”]+)”/g)].map((match) => match[1]);
      expect(referred.length).toBeGreaterThan(0);
      for (const heading of referred) expect(headings(document)).toContain(heading);
    });
  },
);

describe('equity', () => {
  it('reserves what no founder holds', () => {
    const terms = termsFor(2, {
      founders: [
        { name: 'Ada Lovelace', role: 'CEO', equityPercent: 45 },
        { name: 'Grace Hopper', role: 'CTO', equityPercent: 40.5 },
      ],
    });
    const text = documentText(buildAgreement(agreementCatalogue[1]!, terms));
    expect(text).toContain('Unallocated (reserved) |  | 14.5%');
    expect(text).toContain('The remaining 14.5% is not allocated');
  });

  it('does not end a sentence twice after a company name with a full stop', () => {
    const text = documentText(
      buildAgreement(agreementCatalogue[0]!, termsFor(2, { companyName: 'Ledgerly Inc.' })),
    );
    expect(text).toContain('Ledgerly Inc.');
    expect(text).not.toContain('Inc..');
  });
});

describe('the renderers', () => {
  const document = buildAgreement(agreementCatalogue[4]!, termsFor(3));

  it('write a Word file whose text is the document', async () => {
    const zip = await JSZip.loadAsync(await renderDocx(document));
    const xml = await zip.file('word/document.xml')!.async('string');
    for (const text of ['Exit Terms Agreement', 'Katherine Johnson', 'Good and Bad Leavers']) {
      expect(xml).toContain(text);
    }
    const footer = Object.keys(zip.files).find((name) => /^word\/footer\d*\.xml$/.test(name));
    expect(await zip.file(footer!)!.async('string')).toContain('not legal advice');
  });

  it('write a PDF with the standard fonts and no embedded font file', async () => {
    const pdf = await renderPdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/BaseFont /Helvetica');
    expect(raw).not.toContain('/FontFile');
  });
});
