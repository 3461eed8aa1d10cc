import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './eslint-rules/server-boundaries.js';

const readsEnvironment = (what) => ({
  selector: `MemberExpression[object.name='process'][property.name='env']`,
  message: `Only the config module reads the environment (${what}).`,
});

const WEB_FEATURES = path.join(import.meta.dirname, 'apps/web/src/features');

// The API's path prefixes (packages/contracts/src/api-routes.ts). Web code takes every API
// address from that table, so a string or template starting with one is a path written by hand.
const API_PATH_PREFIX = String.raw`^\/(api|story|storyElement|artifacts|enhancements|audiobook|espeak)\/|^\/account-configuration(\/|$)`;
const API_PATH_MESSAGE =
  "API paths come from the contracts' ApiRoutes: callRoute(api, ApiRoutes.x.y, …) or pathTo(ApiRoutes.x.y), not a path written by hand.";
const webEnvironmentRules = [
  readsEnvironment('apps/web/src/config'),
  {
    selector: `MemberExpression[object.type='MetaProperty'][property.name='env']`,
    message: 'Only apps/web/src/config reads import.meta.env.',
  },
];
const apiPathLiterals = [
  { selector: `Literal[value=/${API_PATH_PREFIX}/]`, message: API_PATH_MESSAGE },
  { selector: `TemplateElement[value.raw=/${API_PATH_PREFIX}/]`, message: API_PATH_MESSAGE },
];

/** The web feature a file or an import lands in (its folder under features/), else null. */
function webFeatureOf(file) {
  const inFeatures = path.relative(WEB_FEATURES, file);
  if (inFeatures.startsWith('..') || path.isAbsolute(inFeatures)) return null;
  const [feature] = inFeatures.split(path.sep);
  return feature || null;
}

/**
 * House rule 1 on the web: a feature imports no other feature, whatever the spelling
 * (`../book/StoryBook`, `../../features/book/StoryBook`); lib and components import none. Relative
 * imports are resolved against the importing file, so every folder under features/ is covered
 * as soon as it exists: there is no list to keep.
 */
const webFeatureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        "'{{source}}' reaches into features/{{target}}: a feature may not import another feature; compose them in src/app.",
    },
  },
  create(context) {
    const own = webFeatureOf(context.filename);
    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = webFeatureOf(path.resolve(path.dirname(context.filename), source));
      if (target !== null && target !== own) {
        context.report({ node, messageId: 'otherFeature', data: { source, target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../other/module') and its kin name modules too.
      CallExpression(node) {
        const { callee } = node;
        const mocks = ['mock', 'doMock', 'importActual', 'importMock'];
        if (callee.type !== 'MemberExpression' || callee.object.name !== 'vi') return;
        if (mocks.includes(callee.property.name)) check(node.arguments[0]);
      },
    };
  },
};

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
    rules: { 'no-restricted-syntax': ['error', ...webEnvironmentRules] },
  },
  // Every API call's method and path come from the contracts' route table. Page addresses
  // (config/paths.ts) share the /story prefix and stay; tests and their fakes may name paths.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/config/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/testing/**',
      'apps/web/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...webEnvironmentRules, ...apiPathLiterals] },
  },
  {
    files: ['apps/web/src/config/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/config/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals] },
  },
  // House rule: web features never import each other; app/ composes them.
  {
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
    ],
    plugins: { storyloom: { rules: { 'web-feature-boundaries': webFeatureBoundaries } } },
    rules: {
      'storyloom/web-feature-boundaries': 'error',
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
  // House rule 1 on the server: modules and engines meet only through their index.ts; engines
  // never import modules, platform/ imports neither (eslint-rules/server-boundaries.js). Tests
  // may reach in to arrange and to look.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.test-support.ts',
      'apps/server/src/test/**',
    ],
    plugins: { 'storyloom-server': { rules: { boundaries: serverBoundaries } } },
    rules: { 'storyloom-server/boundaries': 'error' },
  },
);
