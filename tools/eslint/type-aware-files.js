// The files the type-aware lint rules read, from the TypeScript programs that hold them (the
// project list in eslint.config.js; scripts/check-code.mjs hands ESLint the programs it built).
export const typeAwareFiles = [
  'apps/*/src/**/*.{ts,tsx}',
  'packages/shared/src/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
];
