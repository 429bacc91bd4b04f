const path = require('node:path');

/**
 * Jest project of the codegen scripts and the contract module (scripts/codegen/, contract/): Node,
 * TypeScript through SWC like the Node workspaces (jest.node-preset.js), rooted at the repository.
 */
const preset = require('../../jest.node-preset.js')(path.resolve(__dirname, '../..'));

module.exports = {
  ...preset,
  displayName: 'codegen',
  roots: ['<rootDir>/contract', '<rootDir>/scripts/codegen'],
  testMatch: ['<rootDir>/contract/**/*.test.ts', '<rootDir>/scripts/codegen/**/*.test.ts'],
};
