import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const web = '/repo/apps/web/src';
/** A web app on disk whose tsconfig maps `@/*` to `src/*`. */
const aliased = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'));
fs.writeFileSync(
  path.join(aliased, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
);
afterAll(() => fs.rmSync(aliased, { recursive: true, force: true }));
const server = '/repo/apps/server/src';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      filename: `${web}/features/ideas/components/card.tsx`,
      code: "import { x } from '../api/use-ideas';",
    },
    {
      filename: `${web}/features/ideas/routes/page.tsx`,
      code: "import { x } from '../../profiles/index';",
    },
    { filename: `${web}/app/router.tsx`, code: "import { x } from '../features/ideas/index';" },
    {
      filename: `${web}/app/routes.tsx`,
      code: "import { screens } from '../features/ideas/screens';",
    },
    {
      filename: `${server}/features/matching/matching.service.ts`,
      code: "import { x } from '../profiles/profiles.service';",
    },
    { filename: `${server}/app.ts`, code: "import { x } from 'fastify';" },
    {
      filename: path.join(aliased, 'src/features/ideas/card.tsx'),
      code: "import { x } from '@/features/profiles/index';",
    },
  ],
  invalid: [
    {
      filename: `${web}/app/routes.tsx`,
      code: "import { x } from '../features/ideas/components/screens';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: path.join(aliased, 'src/features/ideas/card.tsx'),
      code: "import { x } from '@/features/profiles/components/avatar';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${web}/features/ideas/components/card.tsx`,
      code: "import { x } from '../../profiles/components/avatar';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${server}/features/matching/matching.service.ts`,
      code: "import { x } from '../profiles/profiles.repository';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${web}/app/router.tsx`,
      code: "export { x } from '../features/ideas/routes/ideas-page';",
      errors: [{ messageId: 'internal' }],
    },
  ],
});
