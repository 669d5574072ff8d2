import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../storage';
import { fakeRepository } from '../../test/fake-repository';
import { buildDataExport, dataExportKey, type DataExportBuildDeps } from './data-export-build';
import type { DataExportRepository } from './data-export.repository';
import type { DataExportSection } from './data-export-sections';

const member = { userId: 'user-1', profileId: 'profile-1' };
const exportId = 'export-1';

function memoryStorage(files = new Map<string, Uint8Array>()): FileStorage & {
  files: Map<string, Uint8Array>;
} {
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    remove: async (key) => void files.delete(key),
    stat: async (key) => (files.has(key) ? { size: files.get(key)!.length } : null),
    read: async (key) => (files.has(key) ? Readable.from([Buffer.from(files.get(key)!)]) : null),
  };
}

function section(file: string, value: unknown): DataExportSection {
  return { file, holds: `What ${file} holds.`, tables: [], read: async () => value };
}

function setUp(sections: DataExportSection[], overrides: Partial<DataExportRepository> = {}) {
  const calls: string[] = [];
  const queries = {
    claimForBuild: vi.fn(async () => member),
    setProgress: vi.fn(async (_id: string, progress: number) => void calls.push(`${progress}%`)),
    markReady: vi.fn(async (_id: string, file: { key: string; sizeBytes: number }) => {
      calls.push(`ready ${file.key}`);
      return true;
    }),
    markFailed: vi.fn(async () => void calls.push('failed')),
    ...overrides,
  };
  const storage = memoryStorage();
  const deps: DataExportBuildDeps = {
    repository: fakeRepository(queries) as unknown as DataExportRepository,
    sections,
    uploadsOf: async () => ({ imageUrl: '/api/uploads/profile-1/1-abc.png', pitchKey: null }),
    storage,
    log: { error: vi.fn() },
    now: () => new Date('2026-11-27T10:00:00.000Z'),
  };
  storage.files.set('profile-1/1-abc.png', new Uint8Array([1, 2, 3]));
  return { deps, calls, queries, storage };
}

describe('building a data export', () => {
  it('records the progress after each section, below 100 until the file is ready', async () => {
    const { deps, calls, storage } = setUp([
      section('one.json', { a: 1 }),
      section('two.json', [1, 2]),
      section('three.json', null),
    ]);
    await buildDataExport(deps, exportId, new AbortController().signal);
    const key = dataExportKey(member.userId, exportId);
    expect(calls).toEqual(['20%', '40%', '60%', '80%', `ready ${key}`]);
    const zip = await JSZip.loadAsync(storage.files.get(key)!);
    expect(Object.keys(zip.files).sort()).toEqual([
      'README.txt',
      'one.json',
      'three.json',
      'two.json',
      'uploads/',
      'uploads/profile-picture.png',
    ]);
    expect(JSON.parse(await zip.file('two.json')!.async('string'))).toEqual([1, 2]);
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('as of 2026-11-27 10:00 UTC');
    expect(readme).toContain('one.json\n  What one.json holds.');
    expect(readme).toContain('uploads/profile-picture.png\n  Your profile picture');
  });

  it('does nothing when there is nothing to build', async () => {
    const { deps, calls, storage } = setUp([section('one.json', 1)], {
      claimForBuild: vi.fn(async () => null),
    });
    await buildDataExport(deps, exportId, new AbortController().signal);
    expect(calls).toEqual([]);
    expect(storage.files.size).toBe(1);
  });

  it('marks it failed, and leaves no file, when a section cannot be read', async () => {
    const broken: DataExportSection = {
      ...section('two.json', null),
      read: async () => Promise.reject(new Error('statement timeout')),
    };
    const { deps, calls, storage } = setUp([section('one.json', 1), broken]);
    await buildDataExport(deps, exportId, new AbortController().signal);
    expect(calls).toEqual(['25%', 'failed']);
    expect(storage.files.has(dataExportKey(member.userId, exportId))).toBe(false);
    expect(deps.log.error).toHaveBeenCalled();
  });

  it('removes the file when the download went while it was built', async () => {
    const { deps, storage } = setUp([section('one.json', 1)], {
      markReady: vi.fn(async () => false),
    });
    await buildDataExport(deps, exportId, new AbortController().signal);
    expect(storage.files.has(dataExportKey(member.userId, exportId))).toBe(false);
  });

  it('stops at a shutdown without marking it failed, so that the job runs it again', async () => {
    const stop = new AbortController();
    const first: DataExportSection = {
      ...section('one.json', 1),
      read: async () => {
        stop.abort();
        return 1;
      },
    };
    const { deps, calls } = setUp([first, section('two.json', 2)]);
    await expect(buildDataExport(deps, exportId, stop.signal)).rejects.toThrow();
    expect(calls).toEqual(['25%']);
  });
});
