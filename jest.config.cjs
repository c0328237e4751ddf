/** Jest projects: pure backend and frontend unit tests, and integration tests that need the running test world. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages are transpiled to CommonJS (Jest cannot require ESM on Node 20).
const esmPackages = [
  'jose',
  '@kubernetes/client-node',
  'openid-client',
  'oauth4webapi',
  'jsonpath-plus',
  'openapi-fetch',
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less|scss)$': '<rootDir>/test/support/style-stub.cjs',
    // The API contract and the pure logic both sides share, the frontend's own root, the backend's platform and the
    // test support (tsconfig.json `paths`; webpack's resolve.alias; hack/build-backend.ts for the built backend).
    '^@contract/(.*)$': '<rootDir>/backend/api/$1',
    '^@frontend/(.*)$': '<rootDir>/frontend/src/$1',
    '^@platform/(.*)$': '<rootDir>/backend/src/platform/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
  },
};

module.exports = {
  // Two cores shared with builds and servers: a generous per-test limit keeps slow machines from failing healthy
  // tests. (A global option: Jest ignores it inside a project.)
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'backend',
      testEnvironment: 'node',
      // With the build's own helpers (hack/lib), which run in Node.js too.
      testMatch: ['<rootDir>/backend/**/*.test.ts', '<rootDir>/hack/lib/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.integration\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...common,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/test/support/jsdom-setup.cjs'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/backend/**/*.integration.test.ts'],
    },
  ],
};
