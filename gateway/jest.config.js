module.exports = { displayName: 'gateway', ...require('../jest.node-preset.js')(__dirname) };
