const path = require('node:path');

/**
 * Jest project of the codegen scripts, the contract module, the stack scripts and the deployment checks (scripts/codegen/, contract/, scripts/stack/, scripts/deploy/) and the generated-types package (packages/): Node,
 * TypeScript through SWC like the Node workspaces (jest.node-preset.js), rooted at the repository.
 */
const preset = require('../../jest.node-preset.js')(path.resolve(__dirname, '../..'));

module.exports = {
  ...preset,
  displayName: 'codegen',
  roots: ['<rootDir>/contract', '<rootDir>/scripts/codegen', '<rootDir>/scripts/stack', '<rootDir>/scripts/deploy', '<rootDir>/packages'],
  testMatch: [
    '<rootDir>/contract/**/*.test.ts',
    '<rootDir>/scripts/codegen/**/*.test.ts',
    '<rootDir>/scripts/stack/**/*.test.ts',
    '<rootDir>/scripts/deploy/**/*.test.ts',
    '<rootDir>/packages/**/*.test.ts',
  ],
};
