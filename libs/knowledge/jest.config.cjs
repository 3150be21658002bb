// Extraction tests start real worker processes; on a loaded CI machine they need more than jest's
// default 5 s. Each test still asserts its own time bound where time is the point.
module.exports = { ...require('../../jest.preset.js'), displayName: 'knowledge', testTimeout: 60_000 };
