/**
 * Root jest: one project per workspace (see each workspace's jest.config), and one for the codegen
 * scripts and contract/ (scripts/codegen/jest.config.js). `testTimeout` is a global
 * option (ignored inside projects): tests open PGlite, hash with argon2 and spawn real servers, which
 * take seconds on a 2-core machine. It guards against hangs; no test asserts on timing.
 */
module.exports = {
  projects: ['<rootDir>/rest-api', '<rootDir>/gateway', '<rootDir>/web', '<rootDir>/scripts/codegen'],
  testTimeout: 120000,
};
