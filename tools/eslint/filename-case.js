// Local ESLint rule: every source file is named in kebab-case ('connection-list.tsx',
// 'messages.repository.ts'), so that a name is written one way in imports, on every file system.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs)$/;

export const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Source files are named in kebab-case' },
    messages: { notKebab: "'{{name}}' is not kebab-case (e.g. 'member-avatar.tsx')." },
    schema: [],
  },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!KEBAB.test(name)) context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};
