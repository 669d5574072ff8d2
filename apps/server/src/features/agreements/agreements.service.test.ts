import { describe, expect, it } from 'vitest';
import { agreementTermsSchema } from '@cofound/shared/agreements/agreements.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { createAgreementsService, fileSlug } from './agreements.service';

const member: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  role: 'user',
  profileId: 'profile-1',
  plan: 'free',
};

const terms = agreementTermsSchema.parse({
  companyName: '李娜 Labs',
  effectiveDate: '2026-03-01',
  governingLaw: 'Singapore',
  founders: [
    { name: 'Ada', role: 'CEO', equityPercent: 50 },
    { name: 'Li Na', role: 'CTO', equityPercent: 50 },
  ],
  vestingMonths: 48,
  cliffMonths: 12,
  acceleration: 'none',
});

const service = createAgreementsService({ log: { error: () => undefined } });

describe('file names', () => {
  it('carry the company in plain letters, or only the template when nothing is left', () => {
    expect(fileSlug('Ledgerly Labs, Inc.')).toBe('ledgerly-labs-inc');
    expect(fileSlug('Café Déjà Vu GmbH')).toBe('cafe-deja-vu-gmbh');
    expect(fileSlug('李娜')).toBe('');
    expect(fileSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('name the file after the company and the template', async () => {
    const file = await service.document(member, 'equal-split', { format: 'docx', terms });
    expect(file.name).toBe('labs-equal-split-founders-agreement.docx');
    const nameless = await service.document(member, 'equal-split', {
      format: 'docx',
      terms: { ...terms, companyName: '李娜' },
    });
    expect(nameless.name).toBe('equal-split-founders-agreement.docx');
  });
});

describe('premium templates', () => {
  it('are refused on the free plan before anything is made', async () => {
    await expect(
      service.document(member, 'ip-protection', { format: 'pdf', terms }),
    ).rejects.toMatchObject({ code: 'PREMIUM_REQUIRED' });
  });

  it('are made on Pro and Business, and for admins', async () => {
    for (const caller of [
      { ...member, plan: 'pro' as const },
      { ...member, plan: 'business' as const },
      { ...member, role: 'admin' as const },
    ]) {
      const file = await service.document(caller, 'ip-protection', { format: 'docx', terms });
      expect(file.type).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
    }
  });
});

it('lists the catalogue as the shared module has it', () => {
  expect(service.catalogue().items.map((item) => item.id)).toEqual([
    'equal-split',
    'dynamic-vesting',
    'multi-founder',
    'ip-protection',
    'exit-terms',
  ]);
});
