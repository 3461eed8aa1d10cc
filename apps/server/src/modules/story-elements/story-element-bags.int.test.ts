import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bagFullMessage,
  STORY_ELEMENT_CHANGED_EVENT,
  StoryElementType,
  type StoryElementChangedEvent,
} from '@storyloom/contracts';
import { openSse, type SseClient } from '../../test/sse-client.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { created, get, signedInUser, upsert, type Caller } from './story-elements.test-support.js';

describe('bags and live changes', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let eve: Caller;
  let finn: Caller;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    eve = await signedInUser(testApp, 'eve@example.org');
    finn = await signedInUser(testApp, 'finn@example.org');
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.close()));
  });
  afterAll(() => testApp?.close());

  const ideas = async (
    caller: Caller,
    count: number,
    type: StoryElementType = StoryElementType.Character,
  ) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push((await created(testApp, caller, { name: `Idea ${index}`, type })).id);
    }
    return ids;
  };
  const bag = (memberIds?: string[], id?: string) => ({
    storyElement: {
      ...(id ? { id } : {}),
      name: 'Adventure bag',
      type: StoryElementType.Bag,
      ...(memberIds ? { memberIds } : {}),
    },
  });
  const openStream = async (caller: Caller) => {
    const stream = await openSse(`${baseUrl}/api/live`, caller.authorization);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const elementEvents = (stream: SseClient) =>
    stream.events
      .filter((event) => event.type === STORY_ELEMENT_CHANGED_EVENT)
      .map((event) => event.data as StoryElementChangedEvent);

  it('holds up to the Demo plan size of 5, in order, without duplicates', async () => {
    const [a, b, c, d, e, f] = await ideas(eve, 6);
    const five = await created(testApp, eve, bag([c!, a!, c!, b!, d!, e!, a!]).storyElement);
    expect(five.memberIds).toEqual([c, a, b, d, e]);
    expect((await get(testApp, eve, `/storyElement/get/${five.id}`)).json().memberIds).toEqual([
      c,
      a,
      b,
      d,
      e,
    ]);

    const sixth = await upsert(testApp, eve, bag([c!, a!, b!, d!, e!, f!], five.id));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: 'bag_full', message: bagFullMessage(5), status: 409 });
    const tooFullNew = await upsert(testApp, eve, bag([a!, b!, c!, d!, e!, f!]));
    expect(tooFullNew.statusCode).toBe(409);
    expect((await get(testApp, eve, `/storyElement/get/${five.id}`)).json().memberIds).toEqual([
      c,
      a,
      b,
      d,
      e,
    ]);

    // Renaming keeps the members when memberIds is absent; an empty list empties the bag.
    const renamed = await upsert(testApp, eve, bag(undefined, five.id));
    expect(renamed.json().memberIds).toEqual([c, a, b, d, e]);
    const emptied = await upsert(testApp, eve, bag([], five.id));
    expect(emptied.json().memberIds).toEqual([]);
  });

  it('takes members only into bags, never bags, and only your own', async () => {
    const [mine] = await ideas(eve, 1, StoryElementType.Location);
    const [finns] = await ideas(finn, 1);
    const inner = await created(testApp, eve, bag().storyElement);
    expect(inner.memberIds).toEqual([]);

    const notABag = await upsert(testApp, eve, {
      storyElement: { name: 'Note', type: StoryElementType.Note, memberIds: [mine!] },
    });
    expect(notABag.statusCode).toBe(400);
    expect(notABag.json().message).toBe('Only a bag can hold other elements.');

    const nested = await upsert(testApp, eve, bag([mine!, inner.id]));
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('A bag cannot hold another bag.');

    const itself = await upsert(testApp, eve, bag([inner.id], inner.id));
    expect(itself.statusCode).toBe(400);

    const foreign = await upsert(testApp, eve, bag([mine!, finns!]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found' });
  });

  it("sends each change to the owner's other open tab, and nothing to anyone else", async () => {
    const otherTab = await openStream(eve);
    const stranger = await openStream(finn);
    await otherTab.waitFor(() => otherTab.retryMs !== undefined, 'the stream to open');

    const [member] = await ideas(eve, 1);
    const holder = await created(testApp, eve, bag([member!]).storyElement);
    const renamed = await upsert(testApp, eve, {
      storyElement: { id: member!, name: 'Renamed idea', type: StoryElementType.Character },
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${member}`,
      headers: eve.authorization,
    });
    expect(deleted.statusCode).toBe(204);

    await otherTab.waitFor(() => elementEvents(otherTab).length >= 5, 'five element events');
    const events = elementEvents(otherTab);
    expect(events.map((event) => [event.changeType, event.element.id])).toEqual([
      ['Added', member],
      ['Added', holder.id],
      ['Modified', member],
      ['Removed', member],
      ['Modified', holder.id],
    ]);
    expect(events[1]!.element.memberIds).toEqual([member]);
    // Removed carries the element as it was; the bag that held it is now empty.
    expect(events[3]!.element).toMatchObject({ name: 'Renamed idea' });
    expect(events[4]!.element.memberIds).toEqual([]);
    expect((await get(testApp, eve, `/storyElement/get/${holder.id}`)).json().memberIds).toEqual(
      [],
    );

    await created(testApp, finn, { name: 'Finn marker', type: StoryElementType.Note });
    await stranger.waitFor(() => elementEvents(stranger).length >= 1, "finn's own event");
    expect(elementEvents(stranger).map((event) => event.element.name)).toEqual(['Finn marker']);
  });
});
