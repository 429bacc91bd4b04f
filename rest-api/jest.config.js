module.exports = { displayName: 'rest-api', ...require('../jest.node-preset.js')(__dirname) };
