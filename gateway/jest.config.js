module.exports = {
  displayName: 'gateway',
  ...require('../jest.node-preset.js')(__dirname),
  // One real rest-api for the run, shared by the files that only read the seeded data (testing/shared-rest-api.ts).
  globalSetup: '<rootDir>/testing/global-setup.ts',
  globalTeardown: '<rootDir>/testing/global-teardown.ts',
};
