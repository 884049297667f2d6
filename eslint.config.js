import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import ordna from './tools/eslint-rules/index.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A ceiling on branches per function (docs/architecture.md, "Complexity"): past it, split a
    // page into a container hook and presentational parts.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: { complexity: ['warn', 20] },
  },
  {
    // Every toast goes through apps/web/src/shared/notify.tsx (docs/architecture.md, "Web"), so toasts look alike.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests may watch toasts come and go.
    ignores: ['apps/web/src/shared/notify.tsx', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/notifications',
              importNames: ['notifications', 'showNotification', 'updateNotification', 'hideNotification'],
              message: 'Show toasts through shared/notify (notifySuccess, notifyFailure, offerUndo…).',
            },
          ],
        },
      ],
    },
  },
  {
    // Which layer and area may import which: docs/lint-boundaries.md.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { ordna },
    rules: { 'ordna/boundaries': ['error', { root: import.meta.dirname }] },
  },
  {
    // The web's areas call the server through the contract's endpoint tables (api/call.ts), never
    // by a path of their own, and take the answer's type from its schema (docs/architecture.md, "Endpoints").
    files: ['apps/web/src/areas/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-kit.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Name the endpoint from its contract table (api/call.ts: call, urlOf) instead of an /api path.',
        },
        {
          selector:
            'CallExpression[callee.object.name=/^(api|extraApi)$/][callee.property.name=/^(get|post|put|delete|call|callKeepingSession)$/]',
          message: 'Call the endpoint from its contract table (api/call.ts: call, callThrough, commandCall).',
        },
        {
          selector:
            'TSAsExpression > CallExpression[callee.name=/^(call|callThrough|commandCall)$/], TSAsExpression > AwaitExpression > CallExpression[callee.name=/^(call|callThrough|commandCall)$/]',
          message: "An answer's type comes from its endpoint's schema: do not assert it.",
        },
      ],
    },
  },
);
