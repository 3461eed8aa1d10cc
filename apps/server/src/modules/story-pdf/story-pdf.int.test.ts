import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoutes, pathTo, type StoryResult } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { insertArtifact } from '../stories/stories.repository.js';
import { draft, post, savedStory } from '../stories/stories.test-support.js';
import { storyNotFinishedMessage, storyStillBeingToldMessage } from './story-pdf.routes.js';
import {
  picturePng,
  readPdf,
  storyOf,
  withoutSpaces,
} from '../../engines/story-pdf/story-pdf.test-support.js';

type User = Caller & { userId: string };

describe('GET /artifacts/{id}/pdf', () => {
  let testApp: TestApp;
  let ada: User;
  let ben: User;
  let story: StoryResult;

  const download = (caller: User | null, artifactId: string) =>
    testApp.app.inject({
      url: pathTo(ApiRoutes.artifacts.pdf, { id: artifactId }),
      headers: caller?.authorization ?? {},
    });

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada.pdf@example.org');
    ben = await signedInUser(testApp, 'ben.pdf@example.org');
    const files = testApp.platform.storage.files;

    await savedStory(testApp, ada, draft('pdf-story'));
    story = storyOf('es', 4);
    story.title = 'El botón de Pip: ¡una aventura!';
    for (const [index, page] of story.pages.entries()) {
      page.picture!.png = `users-prod/${ada.userId}/stories/pdf-book/page-${index + 1}.png`;
      await files.put(page.picture!.png, await picturePng(index), 'image/png');
    }
    const made = await post(testApp, ada, '/artifacts/create', {
      artifact: { id: 'pdf-book', storyId: 'pdf-story', kind: 'story', result: story },
    });
    expect(made.statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("answers the owner's finished story as a PDF book to download", async () => {
    const response = await download(ada, 'pdf-book');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="El-boton-de-Pip-una-aventura.pdf"; ` +
        `filename*=UTF-8''El%20bot%C3%B3n%20de%20Pip%20%C2%A1una%20aventura!.pdf`,
    );

    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(story.pages.length + 2);
    expect(withoutSpaces(pdf.pageTexts[0]!)).toContain(withoutSpaces(story.title));
    story.pages.forEach((page, index) => {
      expect(withoutSpaces(pdf.pageTexts[index + 1]!)).toContain(withoutSpaces(page.text));
    });
    expect(pdf.pageTexts.at(-1)).toContain('Hecho con Storyloom');
    // The first picture on the cover, then one on every page.
    expect(pdf.pageImages).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it("prints pictures from the owner's own files only", async () => {
    // Saving checks picture paths today; an artifact stored before that (or by a bug) must still
    // not copy Ben's file into Ada's book.
    const bensPicture = `users-prod/${ben.userId}/private/photo.png`;
    await testApp.platform.storage.files.put(bensPicture, await picturePng(99), 'image/png');
    const result = storyOf('en', 2);
    result.pages[0]!.picture!.png = story.pages[0]!.picture!.png;
    result.pages[1]!.picture!.png = bensPicture;
    const now = new Date();
    await insertArtifact(testApp.platform.database.db, {
      userId: ada.userId,
      id: 'pdf-foreign',
      storyId: 'pdf-story',
      kind: 'story',
      status: 'succeeded',
      percent: 100,
      result,
      createdAt: now,
      updatedAt: now,
    });
    const response = await download(ada, 'pdf-foreign');
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageImages).toEqual([1, 1, 0, 0]);
    expect(withoutSpaces(pdf.pageTexts[2]!)).toContain(withoutSpaces(result.pages[1]!.text));
  });

  it('needs a signed-in caller', async () => {
    const response = await download(null, 'pdf-book');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
  });

  it("answers 404 for somebody else's artifact and for a bad id", async () => {
    const response = await download(ben, 'pdf-book');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', status: 404 });
    expect((await download(ada, 'no-such-book')).statusCode).toBe(404);
    expect((await download(ada, 'not%20an%20id')).statusCode).toBe(400);
  });

  it('answers 409 while the story is still being told, and for one that never finished', async () => {
    const unfinished = (id: string, status: 'queued' | 'cancelled') =>
      insertArtifact(testApp.platform.database.db, {
        userId: ada.userId,
        id,
        storyId: 'pdf-story',
        kind: 'story',
        status,
        processTrackingId: randomUUID(),
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    await unfinished('pdf-queued', 'queued');
    await unfinished('pdf-cancelled', 'cancelled');

    const queued = await download(ada, 'pdf-queued');
    expect(queued.statusCode).toBe(409);
    expect(queued.json()).toEqual({
      error: 'conflict',
      message: storyStillBeingToldMessage,
      status: 409,
    });
    const cancelled = await download(ada, 'pdf-cancelled');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(storyNotFinishedMessage);
  });
});
