import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web bundler puts a whole module into one chunk, so a value the first load of /story uses
 * must come from a module that brings no zod with it, not even through another module.
 */
const ZOD_FREE_MODULES = [
  'account-configuration-values.ts',
  'api-routes.ts',
  'demo-values.ts',
  'enums.ts',
  'errors.ts',
  'events-values.ts',
  'feedback-values.ts',
  'limits.ts',
  'operations-values.ts',
  'plans-values.ts',
  'storage.ts',
  'story-element-values.ts',
  'story-values.ts',
  'subscription-values.ts',
  'voice-call-values.ts',
];

/** What the web's first load imports from the contracts. */
const FIRST_LOAD_VALUES = [
  'APP_VERSION',
  'ENVIRONMENT',
  'EVENT_PARAMETER_MAX_LENGTH',
  'EventType',
  'ErrorText',
  'apiRequestFailed',
  'errorBoxMessage',
  'isChunkLoadFailure',
  'THIRD_PARTY_DEFER_MS',
  'isVisitorId',
  'VISITOR_ID_COOKIE',
  'PRESENCE_DEDUPE_MS',
  'PRESENCE_HEARTBEATS_S',
  'AuthStatus',
  'ChangeType',
  'WizardPhase',
  'StoryElementType',
  'Plan',
  'isLimitedPlan',
  'ApiRoutes',
  'pathTo',
  'resolveCampaign',
  'isCampaignCode',
  'isEmptyDemoContent',
  'demoPagePath',
  'newStoryId',
  'isStoryId',
  'storyCostRange',
  'DEFAULT_STORY_OPTIONS',
  'newStoryDraft',
  'STORY_LIMITS',
  'STORY_ELEMENT_LIMITS',
  'imageVariantFallbacks',
  'imageVariantPath',
  'FEEDBACK_RATING',
  'FEEDBACK_TEXT_MAX_LENGTH',
  'FEEDBACK_THANK_YOU_MS',
  'BREAKPOINTS',
  'affordableCount',
  'formatVoiceChatMinutes',
  'DEFAULT_SUBSCRIPTION',
  'SUBSCRIPTION_UPDATED_EVENT',
  'SYSTEM_CONFIGURATION_UPDATED_EVENT',
  'PERSIST_TIMEOUT_MS',
  'SUPPORTED_LANGUAGES',
];

const UNREADABLE_DYNAMIC_IMPORT = '<dynamic import of a computed name>';

/**
 * Every module the file loads at run time. Only `import type` and `export type` count as type-only:
 * with verbatimModuleSyntax, `import { type X } from` still loads the module.
 */
function runtimeImports(moduleFile: string): string[] {
  const text = readFileSync(new URL(moduleFile, import.meta.url), 'utf8');
  const source = ts.createSourceFile(moduleFile, text, ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const add = (specifier: ts.Node | undefined): void => {
    specifiers.push(
      specifier !== undefined && ts.isStringLiteralLike(specifier)
        ? specifier.text
        : UNREADABLE_DYNAMIC_IMPORT,
    );
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (node.importClause?.isTypeOnly !== true) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier !== undefined) add(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
        add(node.moduleReference.expression);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** './story-values.js' -> 'story-values.ts'; anything outside this folder stays as written. */
const siblingFile = (specifier: string): string =>
  /^\.\/[^/]+\.js$/.test(specifier) ? specifier.slice(2).replace(/\.js$/, '.ts') : specifier;

describe('runtimeImports', () => {
  it('sees the zod import of a schema module and skips type-only imports', () => {
    expect(runtimeImports('story.ts')).toContain('zod');
    expect(runtimeImports('story-values.ts')).not.toContain('./story.js');
  });
});

describe.each(ZOD_FREE_MODULES)('%s', (moduleFile) => {
  it('does not import zod', () => {
    const zodImports = runtimeImports(moduleFile).filter(
      (specifier) => specifier === 'zod' || specifier.startsWith('zod/'),
    );
    expect(zodImports).toEqual([]);
  });

  it('imports only other zod-free modules', () => {
    const elsewhere = runtimeImports(moduleFile)
      .map(siblingFile)
      .filter((file) => !ZOD_FREE_MODULES.includes(file));
    expect(elsewhere).toEqual([]);
  });
});

describe('the first load', () => {
  it('finds every value it uses in a zod-free module', async () => {
    const exported = new Set<string>();
    for (const moduleFile of ZOD_FREE_MODULES) {
      const specifier = './' + moduleFile.replace(/\.ts$/, '.js');
      const moduleExports = (await import(specifier)) as object;
      for (const name of Object.keys(moduleExports)) exported.add(name);
    }
    expect(FIRST_LOAD_VALUES.filter((name) => !exported.has(name))).toEqual([]);
  });
});
