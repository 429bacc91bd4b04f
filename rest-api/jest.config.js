const preset = require('../jest.node-preset.js')(__dirname);

module.exports = {
  displayName: 'rest-api',
  ...preset,
  // fastify's inject (light-my-request) requires `cookie`, which is ESM-only: transform it like jose.
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
  // A project's own testTimeout is not applied when run through the root's `projects`; set it here.
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
};
