// What the hot-path benchmark reads: a small story draft, a library of 200 elements and a
// hand-written story artifact, made through the API as a family would make them.
import { randomBytes } from 'node:crypto';

export const LIBRARY_SIZE = 200;
const CHARACTER = 1;
const IDEAS = 1;

export async function seedLibrary(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...auth,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const elementIds = [];
  for (let index = 0; index < LIBRARY_SIZE; index += 1) {
    const form = new FormData();
    form.set(
      'requestData',
      JSON.stringify({
        storyElement: {
          name: `Friend ${index + 1}`,
          description: 'A small fox who likes puddles, kites and counting the stars before bed.',
          type: CHARACTER,
        },
      }),
    );
    elementIds.push((await call('POST', '/storyElement/upsert', form)).id);
  }

  const storyId = `bench-${randomBytes(6).toString('hex')}`;
  await call('POST', '/story/upsert', {
    story: {
      id: storyId,
      currentPhase: IDEAS,
      event: { description: 'A windy day at the beach' },
      goal: { description: 'Fly the red kite' },
      storyElements: elementIds.slice(0, 3).map((id) => ({ id })),
      title: 'Pip and the Kite',
    },
  });

  const pages = Array.from({ length: 12 }, (_, index) => ({
    text: `Page ${index + 1}: Pip ran along the sand while the kite danced above the waves.`,
    characters: ['Pip'],
    location: 'The beach',
    illustration: 'A fox running on the sand with a red kite in the sky.',
  }));
  const artifact = await call('POST', '/artifacts/create', {
    artifact: {
      storyId,
      kind: 'story',
      result: { title: 'Pip and the Kite', pages, language: 'en' },
    },
  });
  return { storyId, artifactId: artifact.id };
}
