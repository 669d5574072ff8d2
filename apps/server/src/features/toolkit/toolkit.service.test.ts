import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { emptyCanvas } from '@cofound/shared/toolkit/business-model-canvas';
import { fakeRepository } from '../../test/fake-repository';
import type { ToolkitQueries } from './toolkit.repository';
import { createToolkitService } from './toolkit.service';

const member: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  role: 'user',
  profileId: 'profile-1',
  plan: 'free',
};

function serviceWith(queries: Partial<ToolkitQueries>) {
  const all: ToolkitQueries = {
    ownsProject: vi.fn(async () => true),
    findDocument: vi.fn(async () => null),
    saveDocument: vi.fn(async (_key, content) => ({ content, updatedAt: new Date(0) })),
    ...queries,
  };
  const log = { error: vi.fn() };
  return { service: createToolkitService({ repository: fakeRepository(all), log }), all, log };
}

describe('toolkit service', () => {
  it('refuses a premium tool’s document to a free member before reading anything', async () => {
    const { service, all } = serviceWith({});
    await expect(service.getDocument(member, 'pitch-deck')).rejects.toMatchObject({
      code: 'PREMIUM_REQUIRED',
    });
    expect(all.findDocument).not.toHaveBeenCalled();
    await expect(
      service.getDocument({ ...member, role: 'admin' }, 'pitch-deck'),
    ).resolves.toMatchObject({ content: null });
  });

  it('answers Project not found for a project the member does not own, and saves nothing', async () => {
    const { service, all } = serviceWith({ ownsProject: vi.fn(async () => false) });
    await expect(
      service.saveDocument(member, 'business-model-canvas', 'project-1', emptyCanvas()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
    expect(all.saveDocument).not.toHaveBeenCalled();
  });

  it('answers a document saved in a shape the tool no longer reads as not saved', async () => {
    const { service } = serviceWith({
      findDocument: vi.fn(async () => ({ content: { old: true }, updatedAt: new Date(0) })),
    });
    await expect(service.getDocument(member, 'business-model-canvas')).resolves.toEqual({
      tool: 'business-model-canvas',
      projectId: null,
      content: null,
      updatedAt: null,
    });
  });

  it('answers the step’s words when the database fails unexpectedly', async () => {
    const { service, log } = serviceWith({
      findDocument: vi.fn(async () => {
        throw new Error('boom');
      }),
    });
    await expect(service.getDocument(member, 'business-model-canvas')).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to load your saved work. Please try again.',
    });
    expect(log.error).toHaveBeenCalled();
  });
});
