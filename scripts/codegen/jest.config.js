const path = require('node:path');

/**
 * Jest project of the codegen scripts, the contract module and the stack scripts (scripts/codegen/, contract/, scripts/stack/): Node,
 * TypeScript through SWC like the Node workspaces (jest.node-preset.js), rooted at the repository.
 */
const preset = require('../../jest.node-preset.js')(path.resolve(__dirname, '../..'));

module.exports = {
  ...preset,
  displayName: 'codegen',
  roots: ['<rootDir>/contract', '<rootDir>/scripts/codegen', '<rootDir>/scripts/stack'],
  testMatch: ['<rootDir>/contract/**/*.test.ts', '<rootDir>/scripts/codegen/**/*.test.ts', '<rootDir>/scripts/stack/**/*.test.ts'],
};
