/**
 * Jest project of the web client: TSX through SWC (React automatic runtime) to CommonJS in jsdom
 * (with Node's Fetch API classes, see jest.environment.cjs);
 * CSS imports become identity-obj-proxy; the compile-time defines of vite.config.ts are globals here.
 */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Every package used here ships CommonJS (jest resolves their "require" export); an ESM-only
  // package added later goes in the group, e.g. '/node_modules/(?!(some-esm-pkg)/)'.
  transformIgnorePatterns: ['/node_modules/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __HOLDING_COMPANY__: 'Acme Holdings Group' },
};
