// Lint rules for the whole workspace. The Nx module-boundary rule is what keeps the layers honest:
// contracts depend on nothing of ours, domain only on contracts, adapters on contracts (and domain
// where they must), the two back-end apps never on each other, the frontend on contracts only.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/*.cjs', '**/*.js', '**/*.mjs'] },
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
            { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:adapter'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:adapter', 'type:config', 'type:testing'] },
            { sourceTag: 'type:projector', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:adapter', 'type:config', 'type:testing'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing', 'type:adapter'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:adapter', 'type:config', 'type:projector', 'type:api', 'type:testing'] },
          ],
        },
      ],
    },
  },
];
