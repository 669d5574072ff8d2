import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCycles, featureGraph, pathBetween } from './feature-cycles.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

/** A features folder on disk: a imports b, b imports c; d's test imports a (tests do not count). */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
const features = path.join(root, 'src', 'features');
const files: Record<string, string> = {
  'a/index.ts': "export { B } from '../b/index';",
  'b/components/b.tsx': "import { C } from '../../c/index';\nexport const B = C;",
  'b/index.ts': "export { B } from './components/b';",
  'c/index.ts': 'export const C = 1;',
  'd/d.test.ts': "import { B } from '../a/index';",
  'd/index.ts': "const later = () => import('../c/index');\nexport { later };",
  'e/index.ts': "import { A } from '@/features/a';\nimport { z } from 'zod';\nexport { A, z };",
};
fs.writeFileSync(
  path.join(root, 'tsconfig.json'),
  '{\n  // aliases count like relative paths\n  "compilerOptions": { "paths": { "@/*": ["./src/*"] } },\n}',
);
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(features, file)), { recursive: true });
  fs.writeFileSync(path.join(features, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('featureGraph', () => {
  it('reads which features each feature imports, static or lazy, through aliases too, leaving tests out', () => {
    const graph = featureGraph(`${features}${path.sep}`);
    expect(Object.fromEntries([...graph].map(([name, to]) => [name, [...to]]))).toEqual({
      a: ['b'],
      b: ['c'],
      c: [],
      d: ['c'],
      e: ['a'],
    });
    expect(pathBetween(graph, 'a', 'c')).toEqual(['a', 'b', 'c']);
    expect(pathBetween(graph, 'c', 'a')).toBeNull();
  });
});

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
tester.run('feature-cycles', featureCycles, {
  valid: [
    { filename: path.join(features, 'a/x.ts'), code: "import { C } from '../c/index';" },
    { filename: path.join(features, 'd/x.ts'), code: "import { A } from '../a/index';" },
    { filename: path.join(features, 'c/c.test.ts'), code: "import { A } from '../a/index';" },
    { filename: path.join(root, 'src/app/routes.ts'), code: "import { A } from '../features/a';" },
  ],
  invalid: [
    {
      filename: path.join(features, 'c/z.ts'),
      code: "import { A } from '@/features/a/index';",
      errors: [{ messageId: 'cycle', data: { other: 'a', cycle: 'c -> a -> b -> c' } }],
    },
    {
      filename: path.join(features, 'c/x.ts'),
      code: "import { A } from '../a/index';",
      errors: [{ messageId: 'cycle', data: { other: 'a', cycle: 'c -> a -> b -> c' } }],
    },
    {
      filename: path.join(features, 'b/y.ts'),
      code: "export { A } from '../a/index';",
      errors: [{ messageId: 'cycle', data: { other: 'a', cycle: 'b -> a -> b' } }],
    },
  ],
});
