// The workspace preset, run in jsdom. Two deviations, both because this app is bundled by Vite:
// libraries resolve through the browser condition (after our source condition), and
// `import.meta.env` (Vite-only syntax) is replaced at transform time, since jest runs CommonJS.
const preset = require('../../jest.preset.js');

const [[pattern, [transformer, swcOptions]]] = Object.entries(preset.transform);

module.exports = {
  ...preset,
  displayName: 'frontend',
  testEnvironment: 'jsdom',
  testEnvironmentOptions: {
    customExportConditions: ['@buildmentor/source', 'browser', 'require', 'default'],
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/style-stub.ts' },
  transform: {
    [pattern]: [
      transformer,
      {
        ...swcOptions,
        jsc: {
          ...swcOptions.jsc,
          transform: {
            ...swcOptions.jsc.transform,
            optimizer: {
              globals: { vars: { 'import.meta.env': '({ "MODE": "test", "DEV": false, "PROD": false })' } },
            },
          },
        },
      },
    ],
  },
};
