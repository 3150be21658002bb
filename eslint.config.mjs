// Lint rules for the whole workspace. The Nx module-boundary rule is what keeps the layers honest:
// contracts depend on nothing of ours, domain only on contracts, adapters on contracts (and domain
// where they must), read models on contracts, domain and the read-store port's types, the two
// back-end apps never on each other (they share the read models), the frontend on contracts only.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/*.cjs',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:config', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:adapter',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:adapter'],
            },
            {
              sourceTag: 'type:read-models',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'port:read-store'],
            },
            {
              sourceTag: 'type:api',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:read-models',
                'type:adapter',
                'type:config',
                'type:testing',
              ],
            },
            // Domain rules reach the projector through the projections in read-models, not directly.
            {
              sourceTag: 'type:projector',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:read-models',
                'type:adapter',
                'type:config',
                'type:testing',
              ],
            },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:testing', 'type:adapter'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:read-models',
                'type:adapter',
                'type:config',
                'type:projector',
                'type:api',
                'type:testing',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Read models are pure: from the read-store port they take types (Doc, Filter...), never an adapter.
    files: ['libs/read-models/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@buildmentor/read-store',
              message: 'Read models use the read-store port for types only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // One slice shape (docs/architecture.md, "HTTP API conventions"): the controller parses the
    // request with its contracts schema, names it in the domain's words and hands a command or a
    // query to its bus; the handler does the work and never sees HTTP.
    files: ['apps/command-api/src/**/*.http.controller.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@buildmentor/event-store',
              message: 'A controller hands a command to the CommandBus; its handler appends.',
            },
            {
              name: '@buildmentor/read-models',
              message: 'A controller hands a query to the QueryBus; its handler reads the read models.',
            },
          ],
          patterns: [
            {
              group: ['**/infrastructure/read-models.service', '**/shared/decider-runner'],
              message:
                "Controllers never touch the read models or the decider runner: that is the handler's work.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/command-api/src/**/*.handler.ts',
      'apps/command-api/src/**/*.command.ts',
      'apps/command-api/src/**/*.query.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Handlers never know HTTP.' }],
          patterns: [
            {
              group: ['**/http/*', '!**/http/request-context'],
              message:
                'Handlers never know HTTP: the controller maps wire names and error paths (withHttpPaths).',
            },
            {
              group: ['@buildmentor/contracts'],
              importNamePattern: 'Request$',
              message:
                "Commands and queries carry the domain's names; the controller maps the request's wire names.",
            },
          ],
        },
      ],
    },
  },
];
