/**
 * Jest project of the web client: TSX through SWC (React automatic runtime) to CommonJS in jsdom
 * (with Node's Fetch API classes, see jest.environment.cjs); the front server's tests (server/src) and
 * the dev server's (devServer.test.ts) say `@jest-environment node` in their first comment;
 * CSS imports become identity-obj-proxy, SVG and `?url` imports a file name; the compile-time defines of
 * vite.config.ts are globals here.
 */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/server/src/**/*.test.ts', '<rootDir>/*.test.ts'],
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
  // here, which SWC turns into CommonJS: apollo-upload-client and its dependencies; for the front
  // server, cookie (fastify's inject) and content-disposition (@fastify/static).
  transformIgnorePatterns: ['/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj|cookie|content-disposition)/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __HOLDING_COMPANY__: 'Acme Holdings Group', __SUPPORT_EMAIL__: 'it@example.com' },
};
