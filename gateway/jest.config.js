/**
 * Gateway jest project. `testTimeout` of the shared preset is a global option that jest ignores inside
 * `projects`, so jest.setup.js sets the per-test timeout for this project (tests spawn a real rest-api).
 */
module.exports = {
  displayName: 'gateway',
  ...require('../jest.node-preset.js')(__dirname),
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};
