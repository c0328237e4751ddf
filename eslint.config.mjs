// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** What frontend code may import: the contract through its alias only, and nothing that climbs past two folders. */
const frontendImports = [
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
];

/** What backend code may import: nothing that climbs past two folders, and never the frontend. */
const backendImports = [
  {
    regex: '^(\\.\\./){3,}',
    message: 'Climb at most two folders; reach the contract through @contract/…, the platform through @platform/….',
  },
  { regex: '^@frontend/', message: 'The backend never imports the frontend.' },
];

/** A config object that refuses imports matching any of `patterns` in `files`. */
function restrictedImports(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/**
 * The import rules of one side, plus feature zones: a feature's top-level files are what other features may use; its
 * subfolders are its own. From `features/a/x.ts` the import `../b/sub/y` reaches into feature b's internals, as does
 * `../../b/sub/y` from `features/a/sub/x.ts` (deeper files cannot reach another feature within two folders).
 */
function importRules(side, files, patterns) {
  const root = side === 'frontend' ? 'frontend/src/features' : 'backend/src/features';
  const internals = (climb) => ({
    regex: `^${climb}[^./][^/]*/[^/]+/`,
    message:
      "Use another feature's top-level files only; its subfolders are its own (or move the piece to shared/ or platform/).",
  });
  const ext = side === 'frontend' ? '{ts,tsx}' : 'ts';
  return [
    restrictedImports([files], patterns),
    restrictedImports([`${root}/*/*.${ext}`], [...patterns, internals('\\.\\./')]),
    restrictedImports([`${root}/*/*/*.${ext}`], [...patterns, internals('\\.\\./\\.\\./')]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.dist-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'backend/api/generated/',
    ],
  },
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
    rules: reactHooks.configs.recommended.rules,
  },
  ...importRules('frontend', 'frontend/**/*.{ts,tsx}', frontendImports),
  ...importRules('backend', 'backend/src/**/*.ts', backendImports),
  restrictedImports(['backend/api/**/*.ts'], backendImports),
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
