import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's module boundaries are the lint run's, not a convention: these sources, linted as
// if they stood at the given paths, must be refused by `npm run check`.
const repository = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repository });

async function boundaryProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repository, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'storyloom-server/boundaries')
    .map((message) => message.message);
}

describe('server module boundaries (ESLint)', () => {
  it("refuses a module reaching into another module's repository", async () => {
    const problems = await boundaryProblems(
      'apps/server/src/modules/stories/fixture.ts',
      "import { selectOwnedElement } from '../story-elements/story-elements.repository.js';\nexport const f = selectOwnedElement;\n",
    );
    expect(problems).toEqual([expect.stringContaining('reaches inside modules/story-elements')]);
  });

  it('refuses platform/ importing a module or an engine', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/platform/http/fixture.ts',
      "import { registerPlans } from '../../modules/plans/index.js';\nimport { tellStory } from '../../engines/storyteller/index.js';\nexport const f = [registerPlans, tellStory];\n",
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('platform/ never imports modules/');
    expect(problems[1]).toContain('platform/ never imports engines/');
  });

  it('refuses an engine importing a module, and an engine reaching inside another', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/engines/songwriter/fixture.ts',
      "import type { StoriesDeps } from '../../modules/stories/stories-deps.js';\nimport { Random } from '../storyteller/random.js';\nexport type D = StoriesDeps;\nexport const r = Random;\n",
    );
    expect(problems).toEqual([
      expect.stringContaining('an engine never imports a module'),
      expect.stringContaining('reaches inside engines/storyteller'),
    ]);
  });

  it('lets modules meet through public files, and a folder use its own files', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/modules/stories/works/fixture.ts',
      "import { PICTURE_CONTENT_KIND } from '../../plans/index.js';\nimport { tellStory } from '../../../engines/storyteller/index.js';\nimport { prepareWork } from './prepare-work.js';\nimport { storyCharge } from '../generation-charge.js';\nexport const f = [PICTURE_CONTENT_KIND, tellStory, prepareWork, storyCharge];\n",
    );
    expect(problems).toEqual([]);
  });
});
