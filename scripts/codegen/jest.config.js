const path = require('node:path');

/**
 * Jest project of the codegen scripts, the CI and README checks (scripts/ci/), the contract module, the servers' shared kit (server-kit/), the stack scripts, the deployment checks and the resource cost (scripts/codegen/, contract/, server-kit/, scripts/stack/, scripts/deploy/, scripts/resource-cost/) and the generated-types package (packages/): Node,
 * TypeScript through SWC like the Node workspaces (jest.node-preset.js), rooted at the repository.
 */
const preset = require('../../jest.node-preset.js')(path.resolve(__dirname, '../..'));

module.exports = {
  ...preset,
  displayName: 'codegen',
  roots: [
    '<rootDir>/contract',
    '<rootDir>/scripts/ci',
    '<rootDir>/server-kit',
    '<rootDir>/scripts/codegen',
    '<rootDir>/scripts/stack',
    '<rootDir>/scripts/deploy',
    '<rootDir>/scripts/resource-cost',
    '<rootDir>/packages',
  ],
  testMatch: [
    '<rootDir>/contract/**/*.test.ts',
    '<rootDir>/server-kit/**/*.test.ts',
    '<rootDir>/scripts/codegen/**/*.test.ts',
    '<rootDir>/scripts/ci/**/*.test.ts',
    '<rootDir>/scripts/stack/**/*.test.ts',
    '<rootDir>/scripts/deploy/**/*.test.ts',
    '<rootDir>/scripts/resource-cost/**/*.test.ts',
    '<rootDir>/packages/**/*.test.ts',
  ],
  // The generated-types package imports `./generated/x.js` (ESM as Node and NodeNext resolve it); its sources are the `.ts` files.
  moduleNameMapper: { '^(\\.{1,2}/generated/.*)\\.js$': '$1' },
};
