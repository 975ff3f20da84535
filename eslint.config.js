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

/**
 * One id pattern (src/contract/ids.ts), one way to word a failed call (messageOf in src/web/lib/api-client.ts), one
 * way to reach the browser's storage (src/web/lib/browser-storage.ts) and one way to ask whether a value is one of a
 * list of names (isOneOf in src/contract/one-of.ts).
 */
const SHARED_HELPERS = [
  {
    selector: 'Literal[regex.pattern=/0-9a-f-?\\]\\{(8|36)\\}/]',
    message: 'An id is checked with idSchema or isId from src/contract/ids.ts.',
  },
  {
    selector: ':matches(FunctionDeclaration, VariableDeclarator)[id.name="messageOf"]',
    message: 'Use messageOf from src/web/lib/api-client.ts.',
  },
  {
    selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]',
    message:
      'Keep things in the browser with src/web/lib/browser-storage.ts: it never throws when storage is refused.',
  },
  {
    selector: "CallExpression[callee.property.name='includes'] > TSAsExpression.arguments",
    message: 'Ask whether a value is one of a list with isOneOf from src/contract/one-of.ts.',
  },
  {
    selector: "CallExpression > MemberExpression.callee[property.name='includes'] > TSAsExpression.object",
    message: 'Ask whether a value is one of a list with isOneOf from src/contract/one-of.ts.',
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(productDetails|order)\\//]',
    message: 'Link to a product or an order with STOREFRONT_PATHS from src/contract/storefront-paths.ts.',
  },
];

/** The login or admin check is one plugin-level hook per routes plugin (docs/architecture.md section 3). */
const LOGIN_CHECK_PER_PLUGIN = [
  {
    selector: "Property[key.name='onRequest'] Identifier[name=/^require(User|Admin)$/]",
    message:
      "Check the login once for the plugin (app.addHook('onRequest', requireUser)); put routes needing another check in a plugin of their own.",
  },
];

/** Every text the API answers is written in src/contract/messages: a refusal or a message is never a literal. */
const TEXTS_FROM_MESSAGES = [
  {
    selector:
      'CallExpression[callee.name=/^(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|payloadTooLarge|unsupportedMediaType|unprocessable|serviceUnavailable|idSchema)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
    message: 'Take the text from src/contract/messages.',
  },
  {
    selector: 'Property[key.name=/^(message|error)$/] > :matches(Literal[value=/ /], TemplateLiteral)',
    message: 'Take the text from src/contract/messages.',
  },
];

/**
 * The words of a mail or a PDF are written in src/contract/messages (mails.ts, documents.ts): the files that make them
 * keep the layout, and a sentence, a subject or a drawn text is never a literal there.
 */
const MAIL_AND_DOCUMENT_WORDS = [
  {
    selector: 'Literal[value=/[A-Za-z]{2,} [A-Za-z]{2,}/]',
    message: "Take a mail's or a document's words from src/contract/messages (mails.ts, documents.ts).",
  },
  {
    selector: "Property[key.name='subject'] > :matches(Literal, TemplateLiteral)",
    message: "Take a mail's subject from src/contract/messages/mails.ts.",
  },
  {
    selector:
      "CallExpression[callee.property.name='text'] > :matches(Literal, TemplateLiteral).arguments:first-child",
    message: "Take a document's words from src/contract/messages/documents.ts.",
  },
];

/**
 * The words on a screen are written in src/contract/messages, so the storefront's Hindi copy can follow them and a
 * second screen reuses them instead of spelling them again: a component's JSX text, or a literal given to a prop
 * people read or hear, never holds a letter. Symbols such as '·', '#' or '%' may stay.
 */
const SCREEN_WORDS_MESSAGE =
  'Texts people read or hear live in src/contract/messages: import them instead of writing them here.';

/** The props whose value people read or hear: alt, title, aria-label, label, message, confirmLabel, … */
const TEXT_PROPS =
  '/^(alt|title|subtitle|heading|caption|placeholder|label|message|hint|empty|aria-label|aria-description|[a-z]+Label)$/';

/** A string or template literal with a letter in it, given to `place` as it is or as a branch of `?:`, `&&`, `??`. */
const wordsGivenTo = (place) =>
  `:matches(${place}, ${place} > :matches(ConditionalExpression, LogicalExpression)) > ` +
  ':matches(Literal[value=/[A-Za-z]/], TemplateLiteral:has(TemplateElement[value.raw=/[A-Za-z]/]))';

const SCREEN_WORDS = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: SCREEN_WORDS_MESSAGE },
  {
    // <p>{'Blocked'}</p>, <p>{busy ? 'Saving...' : label}</p>
    selector: wordsGivenTo(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
    message: SCREEN_WORDS_MESSAGE,
  },
  {
    // alt="Remove", aria-label={`Remove image ${n}`}, cancelLabel={busy ? 'Wait' : 'Cancel'}
    selector: wordsGivenTo(
      `:matches(JSXAttribute[name.name=${TEXT_PROPS}], JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer)`,
    ),
    message: SCREEN_WORDS_MESSAGE,
  },
  {
    // columns={['Name', 'Email']}: a table's headings, a list of labels given at once
    selector: wordsGivenTo('JSXAttribute > JSXExpressionContainer > ArrayExpression'),
    message: SCREEN_WORDS_MESSAGE,
  },
];

/**
 * A failed call's words on a screen go through messageOf (src/web/lib/api-client.ts): the server's words in the
 * shopper's language, or the screen's fallback; `error.message || fallback` shows the text of a fault in the page's
 * own code ("Cannot read properties of undefined") to a parent.
 */
const FAILURE_WORDS = [
  {
    selector:
      "LogicalExpression[operator=/^(\\|\\||\\?\\?)$/] > MemberExpression.left[object.name=/^(error|failure|err)$/][property.name='message']",
    message: "Show a failed call's words with messageOf(error, fallback) from src/web/lib/api-client.ts.",
  },
];

const SERVER_RULES = [
  ...SERVER_ONE_WAY,
  ...REFUSALS_THROUGH_HELPERS,
  ...SHARED_HELPERS,
  ...LOGIN_CHECK_PER_PLUGIN,
  ...TEXTS_FROM_MESSAGES,
];

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

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
      // One way to write an import: without the file's extension, which Vite, esbuild and tsx all resolve.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*.ts', '*.tsx'], message: 'Import without the .ts/.tsx extension.' }] },
      ],
    },
  },
  {
    // Vite's coming native config loader is Node itself, which resolves no extensionless import.
    files: ['vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One way for each thing (docs/architecture.md): a second path nobody should grow. Tests may spell things out.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...SHARED_HELPERS] },
  },
  {
    // The browser's screens (a later entry replaces the rule's list, so it repeats it).
    files: ['src/web/**/*.tsx'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...SHARED_HELPERS, ...SCREEN_WORDS, ...FAILURE_WORDS] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...SERVER_RULES] },
  },
  {
    // The files that make the shop's mails and its invoice PDF (a later entry replaces the rule's list, so it repeats it).
    files: [
      'src/server/**/*.mail.ts',
      'src/server/**/*-mail.ts',
      'src/server/modules/invoices/invoice-pdf.ts',
    ],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...SERVER_RULES, ...MAIL_AND_DOCUMENT_WORDS] },
  },
  {
    files: ['src/server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_ONE_WAY] },
  },
  {
    // The helpers' own file makes the error; the error handler is where a refusal is answered.
    files: ['src/server/http-error.ts', 'src/server/plugins/error-handler.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_ONE_WAY, ...SHARED_HELPERS] },
  },
  {
    // The configuration's own refusals are for whoever runs the shop, in English at start-up, not texts of the shop.
    files: ['src/server/config.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SERVER_ONE_WAY, ...REFUSALS_THROUGH_HELPERS, ...SHARED_HELPERS],
    },
  },
  {
    // The back office's calls live in their domain's module (docs/architecture.md), not in a module by role.
    files: ['src/server/modules/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: "Put a back-office call in its domain's module: modules/<domain>/admin-<topic>.routes.ts.",
        },
      ],
    },
  },
  {
    // The homes of the one id pattern, the one messageOf, the one way to the browser's storage, isOneOf and the
    // storefront's paths.
    files: [
      'src/contract/ids.ts',
      'src/web/lib/api-client.ts',
      'src/web/lib/browser-storage.ts',
      'src/contract/one-of.ts',
      'src/contract/storefront-paths.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
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
