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
