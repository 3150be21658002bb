// NestJS 12 ships as ES modules; jest's CommonJS runtime needs them transformed like our sources
// (Node itself loads them through require(esm), so the built app needs no such step).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'command-api',
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|load-esm)/)',
  ],
};
