import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './eslint/house-rules.js';

/** Server code with a single path: no second HTTP server, no second request logger. */
const SERVER_ONE_WAY = [
  {
    selector: "Property[key.name='serverFactory']",
    message: 'No HTTP server in front of Fastify: every request goes through Fastify and its hooks.',
  },
  {
    selector: "Property[key.name='childLoggerFactory']",
    message: 'Requests log through the logger Fastify makes for them (plugins/one-line-request-log.ts).',
  },
];

/** A refusal is thrown with an http-error helper and answered by the error handler, nowhere else. */
const REFUSALS_THROUGH_HELPERS = [
  {
    selector: "NewExpression[callee.name='HttpError']",
    message:
      'Refuse with a helper from http-error.ts (badRequest, notFound, …); add one there if it is missing.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(status|code)$/][arguments.0.value>=400]',
    message: 'Throw an http-error helper instead of answering 4xx/5xx by hand: the error handler answers it.',
  },
];

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
    rules: { 'no-restricted-syntax': ['error', ...SERVER_ONE_WAY, ...REFUSALS_THROUGH_HELPERS] },
  },
  {
    // The helpers' own file and its test make the error; the error handler is where a refusal is answered.
    files: [
      'src/server/http-error.ts',
      'src/server/http-error.unit.test.ts',
      'src/server/plugins/error-handler.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_ONE_WAY] },
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
