const path = require('node:path');

/*
 * file-type (content sniffing of uploads) exports its ESM entry only under the `import` and
 * `module-sync` conditions, which jest's CommonJS resolver does not try: point at that entry, which the
 * shared preset transforms like the other ESM-only packages.
 */
module.exports = {
  displayName: 'rest-api',
  ...require('../jest.node-preset.js')(__dirname),
  moduleNameMapper: { '^file-type$': path.join(path.dirname(require.resolve('../package.json')), 'node_modules/file-type/index.js') },
};
