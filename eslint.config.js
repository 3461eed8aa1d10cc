import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const readsEnvironment = (what) => ({
  selector: `MemberExpression[object.name='process'][property.name='env']`,
  message: `Only the config module reads the environment (${what}).`,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  // House rule: nothing outside config reads the environment.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', readsEnvironment('apps/server/src/config.ts')] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['apps/web/src/config/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        readsEnvironment('apps/web/src/config'),
        {
          selector: `MemberExpression[object.type='MetaProperty'][property.name='env']`,
          message: 'Only apps/web/src/config reads import.meta.env.',
        },
      ],
    },
  },
  // House rule: web features never import each other; app/ composes them.
  {
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**'],
              message: 'A feature may not import another feature; compose them in src/app.',
            },
            {
              group: ['**/app/**', '@/app/**'],
              message: 'Features, lib and components do not depend on the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
      'apps/web/src/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
);
