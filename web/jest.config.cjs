/**
 * Jest project of the web client: TSX through SWC (React automatic runtime) to CommonJS in jsdom
 * (with Node's Fetch API classes, see jest.environment.cjs);
 * CSS imports become identity-obj-proxy, SVG and `?url` imports a file name; the compile-time defines of
 * vite.config.ts are globals here.
 */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '\\.svg$': '<rootDir>/svgFileName.cjs', '\\?url$': '<rootDir>/fileUrl.cjs' },
  // Packages ship CommonJS (jest resolves their "require" export) except the ESM-only ones named
  // here, which SWC turns into CommonJS: apollo-upload-client and its dependencies.
  transformIgnorePatterns: ['/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj)/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __HOLDING_COMPANY__: 'Acme Holdings Group', __SUPPORT_EMAIL__: 'it@example.com' },
};
