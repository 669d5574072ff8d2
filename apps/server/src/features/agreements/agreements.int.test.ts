import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreementMessages } from '@cofound/shared/agreements/agreements.schemas';
import { premiumRequiredMessage } from '@cofound/shared/billing/plan';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { terms } from '../../test/agreement-terms';

const ctx = useTestApp();
const kit = memberKit(ctx);

const yearAhead = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

let free: Member;
let pro: Member;
let admin: Member;

beforeAll(async () => {
  free = await kit.member({ name: 'Free Founder' });
  pro = await kit.member({
    name: 'Pro Founder',
    profile: { isPremium: true, premiumUntil: yearAhead(), currentPlanId: 'pro' },
  });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

const download = (who: Member | null, templateId: string, body: object) =>
  kit.as(who).post(`/api/agreements/${templateId}/document`, body);

async function documentXml(payload: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(payload);
  const file = zip.file('word/document.xml');
  expect(file).not.toBeNull();
  return file!.async('string');
}

describe('the catalogue', () => {
  it('lists the five templates to anyone, the basic one first', async () => {
    const response = await kit.as(null).get('/api/agreements');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { id: string; category: string }) => [item.id, item.category])).toEqual(
      [
        ['equal-split', 'basic'],
        ['dynamic-vesting', 'premium'],
        ['multi-founder', 'premium'],
        ['ip-protection', 'premium'],
        ['exit-terms', 'premium'],
      ],
    );
    for (const item of items) {
      expect(item.name).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(item.filename).toMatch(/^[a-z-]+$/);
    }
  });
});

describe('the basic template', () => {
  it('answers a free member a Word file naming the founders and the company', async () => {
    const response = await download(free, 'equal-split', { format: 'docx', terms });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ledgerly-labs-inc-equal-split-founders-agreement.docx"; ' +
        "filename*=UTF-8''ledgerly-labs-inc-equal-split-founders-agreement.docx",
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xml = await documentXml(response.rawPayload);
    for (const text of ['Ada Lovelace', 'Grace Hopper', 'Ledgerly Labs, Inc.', '1 March 2026']) {
      expect(xml).toContain(text);
    }
    expect(xml).toContain('not legal advice');
  });

  it('answers a PDF', async () => {
    const response = await download(free, 'equal-split', { format: 'pdf', terms });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'ledgerly-labs-inc-equal-split-founders-agreement.pdf',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses visitors', async () => {
    const response = await download(null, 'equal-split', { format: 'docx', terms });
    expect(response.statusCode).toBe(401);
  });

  it('refuses shares that are not equal, on the list of founders', async () => {
    const unequal = {
      ...terms,
      founders: [
        { ...terms.founders[0], equityPercent: 60 },
        { ...terms.founders[1], equityPercent: 40 },
      ],
    };
    const response = await download(free, 'equal-split', { format: 'docx', terms: unequal });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      'terms.founders': [agreementMessages.equalSplit],
    });
  });
});

describe('premium templates', () => {
  it('refuse a free member with the words of the pricing hint', async () => {
    const response = await download(free, 'exit-terms', { format: 'docx', terms });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: premiumRequiredMessage,
    });
  });

  it('are made for a member on a paid plan, with unequal shares', async () => {
    const unequal = {
      ...terms,
      founders: [
        { ...terms.founders[0], equityPercent: 55.5 },
        { ...terms.founders[1], equityPercent: 34.5 },
      ],
    };
    const response = await download(pro, 'dynamic-vesting', { format: 'docx', terms: unequal });
    expect(response.statusCode).toBe(200);
    const xml = await documentXml(response.rawPayload);
    expect(xml).toContain('55.5%');
    expect(xml).toContain('Unallocated (reserved)');
  });

  it('are made for an admin', async () => {
    const response = await download(admin, 'ip-protection', { format: 'pdf', terms });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuse visitors before anything else', async () => {
    const response = await download(null, 'multi-founder', { format: 'pdf', terms: {} });
    expect(response.statusCode).toBe(401);
  });

  it('lapse with the plan', async () => {
    const lapsed = await kit.member({
      profile: { isPremium: true, premiumUntil: new Date(Date.now() - 60_000) },
    });
    const response = await download(lapsed, 'multi-founder', { format: 'pdf', terms });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PREMIUM_REQUIRED');
  });
});

describe('invalid terms', () => {
  it('answer 400 with a message per field', async () => {
    const response = await download(free, 'equal-split', {
      format: 'docx',
      terms: {
        ...terms,
        companyName: ' ',
        founders: [
          { name: '', role: 'CEO', equityPercent: 70.123 },
          { name: 'Grace Hopper', role: '', equityPercent: 40 },
        ],
        cliffMonths: 60,
      },
    });
    expect(response.statusCode).toBe(400);
    const { code, fieldErrors } = response.json().error;
    expect(code).toBe('VALIDATION_FAILED');
    expect(fieldErrors).toMatchObject({
      'terms.companyName': [agreementMessages.companyNameRequired],
      'terms.founders.0.name': [agreementMessages.founderNameRequired],
      'terms.founders.0.equityPercent': [agreementMessages.equityDecimals],
      'terms.founders.1.role': [agreementMessages.founderRoleRequired],
      'terms.founders': [agreementMessages.equityTotal],
      'terms.cliffMonths': [agreementMessages.cliffTooLong],
    });
  });

  it('answer 400 for one founder, or an unknown template or format', async () => {
    const one = await download(free, 'equal-split', {
      format: 'docx',
      terms: { ...terms, founders: [terms.founders[0]] },
    });
    expect(one.json().error.fieldErrors['terms.founders']).toEqual([agreementMessages.foundersMin]);
    const unknown = await download(free, 'partnership', { format: 'docx', terms });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors.templateId).toEqual([
      agreementMessages.templateNotFound,
    ]);
    const format = await download(free, 'equal-split', { format: 'odt', terms });
    expect(format.json().error.fieldErrors.format).toEqual([agreementMessages.formatRequired]);
  });

  it('refuse a PDF of names its fonts cannot print, and make the Word file', async () => {
    const names = {
      ...terms,
      founders: [
        { ...terms.founders[0], name: 'Łukasz Nowak' },
        { ...terms.founders[1], name: '李 娜' },
      ],
    };
    const pdf = await download(free, 'equal-split', { format: 'pdf', terms: names });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.fieldErrors).toEqual({
      'terms.founders.0.name': [agreementMessages.pdfCharacters],
      'terms.founders.1.name': [agreementMessages.pdfCharacters],
    });
    const docx = await download(free, 'equal-split', { format: 'docx', terms: names });
    expect(docx.statusCode).toBe(200);
    const xml = await documentXml(docx.rawPayload);
    expect(xml).toContain('Łukasz Nowak');
    expect(xml).toContain('李 娜');
  });
});
