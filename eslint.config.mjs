// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'playwright-report/', 'backend/api/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The frontend takes only types from the backend's contract, never code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+backend/',
              message:
                'The frontend reaches the backend only through the contract alias: @contract/generated/…, @contract/shared/….',
            },
            {
              regex: '^(\\.\\./){3,}',
              message: 'Climb at most two folders; reach the rest of the frontend through @frontend/….',
            },
            {
              regex: '^@contract/(?!(generated|shared)/)',
              message:
                'The frontend may import only the contract (@contract/generated) and the shared pure logic (@contract/shared).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts', 'backend/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message:
                'Climb at most two folders; reach the contract through @contract/…, the platform through @platform/….',
            },
            {
              regex: '^@frontend/',
              message: 'The backend never imports the frontend.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts and the test world talk to the terminal.
    files: ['hack/**', 'test/**', 'webpack.config.ts', 'playwright.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
