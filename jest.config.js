/** Root jest: one project per workspace (see each workspace's jest.config.js). */
module.exports = {
  projects: ['<rootDir>/rest-api', '<rootDir>/gateway', '<rootDir>/web'],
};
