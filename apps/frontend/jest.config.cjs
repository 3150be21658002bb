// The workspace preset, run in jsdom. Three deviations, all because this app is bundled by Vite:
// libraries resolve through the browser condition (after our source condition),
// `import.meta.env` (Vite-only syntax) is replaced at transform time, since jest runs CommonJS,
// and the Markdown renderer's packages (unified, remark, micromark...), published as ES modules
// only, are transformed to CommonJS too.
const preset = require('../../jest.preset.js');

const ESM_PACKAGES = [
  'react-markdown',
  'remark-[^/]+',
  'unified',
  'bail',
  'ccount',
  'character-[^/]+',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'estree-util-[^/]+',
  'hast-util-[^/]+',
  'html-url-attributes',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'property-information',
  'space-separated-tokens',
  'trim-lines',
  'trough',
  'unist-util-[^/]+',
  'vfile[^/]*',
  'zwitch',
];

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
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
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
