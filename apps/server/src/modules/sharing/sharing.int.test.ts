import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, type SharedContent } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  signedInUser,
  type Caller,
} from '../story-elements/story-elements.test-support.js';

describe('share links', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
  });
  afterAll(() => testApp?.close());

  const share = (caller: Caller, id: string, method: 'POST' | 'DELETE' = 'POST') =>
    testApp.app.inject({ method, url: `/api/sharing/link/${id}`, headers: caller.authorization });
  const open = (code: string) => testApp.app.inject({ url: `/api/shared/code/${code}` });

  async function sharedBag() {
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#f4a261' },
    })
      .png()
      .toBuffer();
    const fox = await created(
      testApp,
      ada,
      { name: 'Fern the fox', description: 'Loves books', type: StoryElementType.Character },
      { avatar: { data: picture } },
    );
    const woods = await created(testApp, ada, {
      name: 'Whispering woods',
      type: StoryElementType.Location,
    });
    const bag = await created(testApp, ada, {
      name: 'Bedtime world',
      description: 'Everything for tonight',
      type: StoryElementType.Bag,
      memberIds: [woods.id, fox.id],
    });
    return { fox, woods, bag };
  }

  it('shows a shared bag and its members, with pictures, to anyone holding the code', async () => {
    const { bag } = await sharedBag();
    const response = await share(ada, bag.id);
    expect(response.statusCode).toBe(200);
    const { shortCode } = response.json<{ shortCode: string }>();
    expect(shortCode).toMatch(/^[A-Za-z0-9]{12}$/);

    const visitor = await open(shortCode);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const content = visitor.json<SharedContent>();
    expect(content).toMatchObject({
      kind: 'storyElement',
      shortCode,
      element: { name: 'Bedtime world', description: 'Everything for tonight', image: null },
    });
    expect(content.members.map((member) => member.name)).toEqual([
      'Whispering woods',
      'Fern the fox',
    ]);
    const foxImage = content.members[1]!.image!;
    expect(Object.keys(content.members[1]!).sort()).toEqual([
      'description',
      'id',
      'image',
      'name',
      'type',
    ]);
    const thumbnail = await testApp.app.inject({ url: foxImage.tiny! });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(64);
  });

  it('hands out the same code while the link lives, and a new one after revoking', async () => {
    const { bag } = await sharedBag();
    const first = (await share(ada, bag.id)).json().shortCode;
    expect((await share(ada, bag.id)).json().shortCode).toBe(first);

    const revoked = await share(ada, bag.id, 'DELETE');
    expect(revoked.statusCode).toBe(204);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(first)).json()).toMatchObject({ message: 'This link is no longer shared.' });

    const second = (await share(ada, bag.id)).json().shortCode;
    expect(second).not.toBe(first);
    expect((await open(second)).statusCode).toBe(200);
    expect((await open(first)).statusCode).toBe(404);
  });

  it("ends the shared pictures' links the moment the share is revoked", async () => {
    const { fox } = await sharedBag();
    const code = (await share(ada, fox.id)).json().shortCode;
    const image = (await open(code)).json<SharedContent>().element.image!;
    const links = [image.original, image.small!, image.tiny!];
    for (const link of links)
      expect((await testApp.app.inject({ url: link })).statusCode).toBe(200);

    expect((await share(ada, fox.id, 'DELETE')).statusCode).toBe(204);
    for (const link of links) {
      const after = await testApp.app.inject({ url: link });
      expect(after.statusCode).toBe(403);
      expect(after.json()).toMatchObject({ error: 'link_expired' });
    }
    // A link cannot be moved onto another, live share: the scope is part of the signature.
    const live = (await share(ada, fox.id)).json().shortCode;
    const moved = links[0]!.replace(`scope=share%3A${code}`, `scope=share%3A${live}`);
    expect(moved).not.toBe(links[0]);
    expect((await testApp.app.inject({ url: moved })).statusCode).toBe(403);
    // Nor stripped of its scope.
    const unscoped = links[0]!.replace(/&scope=[^&]*/, '');
    expect((await testApp.app.inject({ url: unscoped })).statusCode).toBe(403);
  });

  it('accepts the JSON content type the web app sends on these body-less calls', async () => {
    const { bag } = await sharedBag();
    const headers = { ...ada.authorization, 'content-type': 'application/json' };
    const url = `/api/sharing/link/${bag.id}`;
    const shared = await testApp.app.inject({ method: 'POST', url, headers });
    expect(shared.statusCode).toBe(200);
    const revoked = await testApp.app.inject({ method: 'DELETE', url, headers });
    expect(revoked.statusCode).toBe(204);
    expect((await open(shared.json().shortCode)).statusCode).toBe(404);
  });

  it("refuses another user's element with 404 and leaves its link working", async () => {
    const { bag } = await sharedBag();
    const code = (await share(ada, bag.id)).json().shortCode;
    expect((await share(ben, bag.id)).statusCode).toBe(404);
    expect((await share(ben, bag.id, 'DELETE')).statusCode).toBe(404);
    expect((await open(code)).statusCode).toBe(200);
  });

  it('stops the link when the element is deleted', async () => {
    const { fox } = await sharedBag();
    const code = (await share(ada, fox.id)).json().shortCode;
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${fox.id}`,
      headers: ada.authorization,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await open(code)).statusCode).toBe(404);
  });

  it('answers unknown codes with 404, malformed ones with 400, and asks owners to sign in', async () => {
    expect((await open('Zz9Zz9Zz9Zz9')).statusCode).toBe(404);
    expect((await open('../../etc')).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/sharing/link/abc' });
    expect(anonymous.statusCode).toBe(401);
  });
});
