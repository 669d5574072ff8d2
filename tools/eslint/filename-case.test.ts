import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { filenameCase } from './filename-case.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const code = 'export const x = 1;';

tester.run('filename-case', filenameCase, {
  valid: [
    { filename: '/repo/apps/web/src/components/member/member-avatar.tsx', code },
    { filename: '/repo/apps/server/src/features/messages/messages.repository.ts', code },
    { filename: '/repo/apps/server/src/http/json-body.int.test.ts', code },
    { filename: '/repo/tools/eslint/feature-cycles.js', code },
  ],
  invalid: [
    {
      filename: '/repo/apps/web/src/components/member/MemberAvatar.tsx',
      code,
      errors: [{ messageId: 'notKebab' }],
    },
    {
      filename: '/repo/apps/server/src/features/messages/messages_repository.ts',
      code,
      errors: [{ messageId: 'notKebab' }],
    },
  ],
});
