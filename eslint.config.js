import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './eslint/house-rules.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'playwright-report', 'test-results', '.reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { house, 'react-hooks': reactHooks },
    rules: {
      'house/import-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One way for each thing (docs/architecture.md): what the server must not grow a second path for.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='serverFactory']",
          message: 'No HTTP server in front of Fastify: every request goes through Fastify and its hooks.',
        },
        {
          selector: "Property[key.name='childLoggerFactory']",
          message:
            'Requests log through the logger Fastify makes for them (plugins/one-line-request-log.ts).',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'eslint/**',
      'src/server/db/migrate-cli.ts',
      'src/server/seed/seed-catalog.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
