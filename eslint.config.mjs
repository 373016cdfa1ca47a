import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', 'apps/e2e/artifacts', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:web',
              // ui-texts: the web app's German wording (web only)
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content', 'type:ui-texts'],
            },
            {
              sourceTag: 'scope:gateway',
              // content: the gateway serves the knowledge library (decision 0009)
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content', 'type:server-kit'],
            },
            {
              sourceTag: 'scope:service',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content', 'type:server-kit'],
            },
            {
              sourceTag: 'scope:e2e',
              // ui-texts: the specs assert exactly what users read
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:content',
                'type:server-kit',
                'type:ui-texts',
              ],
            },
            { sourceTag: 'type:server-kit', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
            {
              // content: the article titles are the page titles of /info/<topic>
              sourceTag: 'type:ui-texts',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Premium article bodies reach subscribers only through the gateway, never through the bundle.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mpu/content/library',
                '**/libs/content/src/library*',
                '**/libs/content/src/articles/*',
                '**/libs/content/src/audio/*',
              ],
              message: 'The web app reads article bodies from the gateway (GET /api/info/articles/:topic).',
            },
          ],
        },
      ],
    },
  },
];
