module.exports = { ...require('../../jest.preset.js'), displayName: 'frontend-e2e', testTimeout: 120000 };
