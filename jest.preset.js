// Shared jest settings: swc transforms TypeScript, and the custom export condition makes
// workspace libraries resolve to their TypeScript sources, so tests never need a build first.
module.exports = {
  testEnvironment: 'node',
  globalSetup: require.resolve('./tools/jest/find-postgres.cjs'),
  testEnvironmentOptions: { customExportConditions: ['@buildmentor/source', 'node', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
};
