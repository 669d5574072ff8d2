import { afterAll, describe, expect, it, vi } from 'vitest';
import { z as classic } from 'zod/v4';
import { z } from 'zod';

// Every module of the shared package, built once with the browser's `zod` (this project resolves
// the bare specifier to src/lib/zod-classic-on-mini.ts, as the build does) and once with classic
// zod: each schema must come out the same, so it parses exactly as it does on the server.
const sharedModules = import.meta.glob<Record<string, unknown>>([
  '../../../../packages/shared/src/**/*.ts',
  '!**/*.test.ts',
]);

type Internals = { def: Record<string, unknown>; traits?: Set<string> };
const internalsOf = (value: unknown): Internals | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value
    ? (value as { _zod: Internals })._zod
    : undefined;

/** The traits that decide how zod parses: its core's (`$Zod…`). Classic objects add a JIT path. */
const coreTraits = (internals: Internals) =>
  [...(internals.traits ?? [])]
    .filter((trait) => trait.startsWith('$') && trait !== '$ZodObjectJIT')
    .sort();

/** Where `browser` differs from `reference`, as a path; undefined when they are the same. */
function difference(
  browser: unknown,
  reference: unknown,
  path: string,
  seen: Set<unknown>,
): string | undefined {
  if (typeof reference === 'function') {
    return typeof browser === 'function' && String(browser) === String(reference)
      ? undefined
      : path;
  }
  if (typeof reference !== 'object' || reference === null) {
    return Object.is(browser, reference) ? undefined : path;
  }
  if (typeof browser !== 'object' || browser === null) return path;
  if (seen.has(reference)) return undefined;
  seen.add(reference);
  if (reference instanceof RegExp) return String(browser) === String(reference) ? undefined : path;
  if (reference instanceof Set) {
    return difference([...(browser as Set<unknown>)], [...reference], path, seen);
  }
  const schema = internalsOf(reference);
  if (schema) {
    const ours = internalsOf(browser);
    if (!ours) return `${path} (not a schema)`;
    if (coreTraits(ours).join() !== coreTraits(schema).join()) return `${path} (kind)`;
    const describedAs = (value: unknown) => classic.globalRegistry.get(value as never)?.description;
    if (describedAs(browser) !== describedAs(reference)) return `${path} (description)`;
    return difference(ours.def, schema.def, `${path}.def`, seen);
  }
  const keys = new Set([...Object.keys(reference), ...Object.keys(browser)]);
  for (const key of keys) {
    const found = difference(
      (browser as Record<string, unknown>)[key],
      (reference as Record<string, unknown>)[key],
      `${path}.${key}`,
      seen,
    );
    if (found) return found;
  }
  return undefined;
}

async function loadShared(): Promise<Map<string, Record<string, unknown>>> {
  const modules = new Map<string, Record<string, unknown>>();
  for (const [file, load] of Object.entries(sharedModules)) modules.set(file, await load());
  return modules;
}

afterAll(() => {
  vi.doUnmock('zod');
  vi.resetModules();
});

describe("the browser's zod", () => {
  it('builds every shared schema as classic zod does', async () => {
    vi.resetModules();
    const browser = await loadShared();
    vi.resetModules();
    vi.doMock('zod', () => ({ z: classic }));
    const reference = await loadShared();

    expect(browser.size).toBeGreaterThan(50);
    const differences: string[] = [];
    for (const [file, exports] of reference) {
      const found = difference(browser.get(file), exports, file, new Set());
      if (found) differences.push(found);
    }
    expect(differences).toEqual([]);
  });

  it('gives the English messages classic zod gives', () => {
    const schema = z.object({ name: z.string().min(2), age: z.number().int().nullable() });
    const input = { name: 'a', age: 1.5 };
    const reference = classic.object({
      name: classic.string().min(2),
      age: classic.number().int().nullable(),
    });
    expect(schema.safeParse(input).error?.issues).toEqual(reference.safeParse(input).error?.issues);
  });

  it('parses as classic zod does, defaults and transforms included', () => {
    const build = (zod: typeof classic) =>
      zod.object({
        email: zod.string().trim().toLowerCase().email(),
        limit: zod.coerce.number().int().min(1).max(50).default(20),
        tags: zod
          .array(zod.enum(['a', 'b']))
          .max(2)
          .optional(),
        at: zod.iso.datetime().nullable(),
        kind: zod.discriminatedUnion('type', [
          zod.object({ type: zod.literal('one') }),
          zod.object({ type: zod.literal('two'), n: zod.number().positive() }),
        ]),
      });
    const ours = build(z as unknown as typeof classic);
    const reference = build(classic);
    const inputs: unknown[] = [
      { email: ' A@B.CO ', limit: '5', at: null, kind: { type: 'one' } },
      {
        email: 'x@y.io',
        tags: ['a', 'b'],
        at: '2026-01-02T03:04:05Z',
        kind: { type: 'two', n: 2 },
      },
      { email: 'nope', limit: '0', tags: ['c'], at: 'yesterday', kind: { type: 'two', n: -1 } },
      { email: 'a@b.co', at: null, kind: { type: 'three' }, extra: true },
      null,
    ];
    for (const input of inputs) {
      const [got, expected] = [ours.safeParse(input), reference.safeParse(input)];
      expect({ data: got.data, issues: got.error?.issues }).toEqual({
        data: expected.data,
        issues: expected.error?.issues,
      });
    }
  });
});
