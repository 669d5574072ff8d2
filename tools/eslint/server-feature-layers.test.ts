import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { serverFeatureLayers } from './server-feature-layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const server = '/repo/apps/server/src';

tester.run('server-feature-layers', serverFeatureLayers, {
  valid: [
    {
      filename: `${server}/features/messages/messages.repository.ts`,
      code: "import { x } from '../connections';",
    },
    {
      filename: `${server}/features/connections/connections.service.ts`,
      code: "import { x } from '../reputation';",
    },
    {
      filename: `${server}/features/profiles/profiles.repository.ts`,
      code: "import { x } from '../safety';",
    },
    {
      filename: `${server}/features/messages/messages.service.ts`,
      code: "import { x } from './messages.repository';",
    },
    { filename: `${server}/app.ts`, code: "import { x } from './features/messages';" },
    { filename: `${server}/main.ts`, code: "import { x } from './features/reputation';" },
    {
      filename: `${server}/realtime/realtime.int.test.ts`,
      code: "import { x } from '../features/accounts/accounts.service';",
    },
    { filename: `${server}/test/fixtures.ts`, code: "import { x } from '../features/profiles';" },
    { filename: '/repo/apps/web/src/app/router.tsx', code: "import { x } from '../features/a';" },
  ],
  invalid: [
    {
      filename: `${server}/features/reputation/reputation.service.ts`,
      code: "import { x } from '../connections';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${server}/features/messages/messages.service.ts`,
      code: "import { x } from '../matching';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${server}/features/polls/polls.service.ts`,
      code: "import { x } from '../profiles';",
      errors: [{ messageId: 'unlisted' }],
    },
    {
      filename: `${server}/realtime/realtime-route.ts`,
      code: "import { X } from '../features/accounts/accounts.service';",
      errors: [{ messageId: 'belowFeatures' }],
    },
    {
      filename: `${server}/db/seed/write-community.ts`,
      code: "import { x } from '../../features/reputation/reputation.service';",
      errors: [{ messageId: 'belowFeatures' }],
    },
  ],
});
