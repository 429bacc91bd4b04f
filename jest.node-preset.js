/**
 * Shared jest settings for the Node workspaces (rest-api, gateway): TypeScript through SWC to
 * CommonJS; ESM-only packages (jose; cookie, which fastify's inject loads; content-disposition, which
 * @fastify/static loads; file-type and its dependencies, and p-limit with yocto-queue, which rest-api uses) are transformed too, since
 * jest's CJS loader cannot require them. The per-test timeout is set in the root jest.config.js.
 */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|content-disposition|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|p-limit|yocto-queue)/)'],
});
