import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_DEMO_CONTENT,
  EventType,
  StoryElementType,
  type CampaignList,
  type DemoContent,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { created } from '../story-elements/story-elements.test-support.js';
import { storyWithWorks, userWithCredits, type User } from './demo.test-support.js';

const HOUR = 60 * 60 * 1000;

describe('public demos of campaigns', () => {
  let testApp: TestApp;
  let admin: User;
  let ben: User;
  let adminStory: Awaited<ReturnType<typeof storyWithWorks>>;
  let benStory: Awaited<ReturnType<typeof storyWithWorks>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    // The first account of an instance administers it.
    admin = await userWithCredits(testApp, 'admin@example.org');
    ben = await userWithCredits(testApp, 'ben@example.org');
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const fern = await created(
      testApp,
      admin,
      { name: 'Fern', description: 'a fox who reads', type: StoryElementType.Character },
      { avatar: { data: picture } },
    );
    adminStory = await storyWithWorks(testApp, admin, 'demo-story', { extra: [fern] });
    benStory = await storyWithWorks(testApp, ben, 'ben-story', { kinds: ['song'] });
  }, 240_000);
  afterAll(() => testApp?.close(), 60_000);

  const open = (code: string) => testApp.app.inject({ url: `/api/demo/${code}` });
  const fetchFile = (link: string) => testApp.app.inject({ url: link });
  const createCampaign = (body: object, caller: User = admin) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/DevOps/campaigns',
      headers: caller.authorization,
      payload: body,
    });
  const listCampaigns = async (): Promise<CampaignList> =>
    (
      await testApp.app.inject({ url: '/api/DevOps/campaigns', headers: admin.authorization })
    ).json();

  it('shows an active campaign to anyone, with every field and working short-lived links', async () => {
    const made = await createCampaign({ code: 'spring', title: 'Spring', storyId: 'demo-story' });
    expect(made.statusCode, made.body).toBe(201);

    const response = await open('spring');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const content = response.json<DemoContent>();
    const [coloring, song, audiobook] = adminStory.works;
    expect(content).toMatchObject({
      storyId: 'demo-story',
      storyTitle: adminStory.story.kind === 'story' ? adminStory.story.result?.title : '',
      story: adminStory.story.id,
      coloringPage: coloring!.id,
      song: song!.id,
      audiobook: audiobook!.id,
      marketplaceId: '',
    });
    expect(content.storyTitle).not.toBe('');
    expect(content.characters.map((character) => character.name).sort()).toEqual([
      'Fern',
      'Lola',
      'Pip',
    ]);
    const works = content.works!;
    expect(works.story.pages.length).toBeGreaterThan(0);
    expect(works.coloringBook?.pages.length).toBe(works.story.pages.length);
    expect(works.song?.abc).toContain('X:');
    expect(works.audiobook?.chapters.length).toBeGreaterThan(0);

    // Every file the works name comes as a link that works without a token.
    const named = [
      works.coloringBook!.pdf,
      works.coloringBook!.pages[0]!.png,
      works.song!.mp3,
      works.audiobook!.mp3,
      works.story.pages[0]!.picture!.png,
    ];
    for (const path of named) {
      const link = works.files[path];
      expect(link, path).toMatch(/^\/api\/files\/.+&scope=campaign%3Aspring/);
      expect((await fetchFile(link!)).statusCode, path).toBe(200);
    }
    const fern = content.characters.find((character) => character.name === 'Fern')!;
    expect((await fetchFile(fern.avatarUrl)).statusCode).toBe(200);
    expect(content.characters.find((character) => character.name === 'Pip')!.avatarUrl).toBe('');
  });

  it('answers the empty content object for an unknown, ended or not yet started code', async () => {
    expect((await open('no-such-code')).json()).toEqual(EMPTY_DEMO_CONTENT);
    expect((await open('no-such-code')).statusCode).toBe(200);
    expect((await open('bad code!')).statusCode).toBe(400);

    const now = Date.now();
    const later = await createCampaign({
      code: 'summer',
      title: 'Summer',
      storyId: 'demo-story',
      startsUtcEpoch: now + 24 * HOUR,
    });
    expect(later.statusCode, later.body).toBe(201);
    expect((await open('summer')).json()).toEqual(EMPTY_DEMO_CONTENT);

    const ending = await createCampaign({
      code: 'ending',
      title: 'Ending',
      storyId: 'demo-story',
      startsUtcEpoch: now - 2 * HOUR,
      endsUtcEpoch: now + HOUR,
    });
    expect(ending.statusCode, ending.body).toBe(201);
    const whileOn = (await open('ending')).json<DemoContent>();
    const link = Object.values(whileOn.works!.files)[0]!;
    expect((await fetchFile(link)).statusCode).toBe(200);
    // The hour passes.
    await testApp.platform.database.pool.query(
      "update campaigns set ends_at = now() - interval '1 second' where code = 'ending'",
    );
    expect((await open('ending')).json()).toEqual(EMPTY_DEMO_CONTENT);
    // Its links stop with it.
    expect((await fetchFile(link)).statusCode).toBe(403);
  });

  it("never exposes another family's private files", async () => {
    const content = (await open('spring')).json<DemoContent>();
    const benFolder = `users-prod/${ben.userId}/`;
    expect(JSON.stringify(content)).not.toContain(ben.userId);
    // A demo link cannot be moved onto another family's file: the path is signed.
    const benSong = benStory.works[0]!;
    if (benSong.kind !== 'song' || !benSong.result) throw new Error('no song');
    expect(benSong.result.mp3.startsWith(benFolder)).toBe(true);
    const [path, link] = Object.entries(content.works!.files)[0]!;
    const moved = link.replace(encodeURI(path).replace(/\//g, '/'), encodeURI(benSong.result.mp3));
    expect(moved).not.toBe(link);
    expect((await fetchFile(moved)).statusCode).toBe(403);
    // Nor can a campaign be made from another family's story, or by someone not an admin.
    expect(
      (await createCampaign({ code: 'bens', title: 'B', storyId: 'ben-story' })).statusCode,
    ).toBe(404);
    const byBen = await createCampaign({ code: 'bens', title: 'B', storyId: 'ben-story' }, ben);
    expect(byBen.statusCode).toBe(403);
    expect((await open('bens')).json()).toEqual(EMPTY_DEMO_CONTENT);
  });

  it('refuses a taken code, an untold story and a bad body, changing nothing', async () => {
    const before = await listCampaigns();
    const taken = await createCampaign({ code: 'spring', title: 'Again', storyId: 'demo-story' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'That campaign code is already taken.' });
    await testApp.app.inject({
      method: 'POST',
      url: '/story/upsert',
      headers: admin.authorization,
      payload: { story: { id: 'untold', currentPhase: 1, storyElements: [] } },
    });
    const untold = await createCampaign({ code: 'untold', title: 'U', storyId: 'untold' });
    expect(untold.statusCode, untold.body).toBe(409);
    const badDates = await createCampaign({
      code: 'dates',
      title: 'D',
      storyId: 'demo-story',
      startsUtcEpoch: 2000,
      endsUtcEpoch: 1000,
    });
    expect(badDates.statusCode).toBe(400);
    expect(
      (await createCampaign({ code: 'x', title: 'Short', storyId: 'demo-story' })).statusCode,
    ).toBe(400);
    expect((await listCampaigns()).campaigns).toEqual(before.campaigns);
  });

  it('counts visits and sign-ups per campaign from page-presence events, and sets the default', async () => {
    const record = (cookie: string | null, parameters: object, authorization = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...(cookie ? { cookie } : {}), ...authorization },
        payload: {
          UtcTimeEpoch: Date.now(),
          EventType: EventType.PagePresenceStart,
          Environment: 'prod',
          ...parameters,
        },
      });
    await record('dac_visitor_id=visitor-one-1', {
      PrimaryParameter: '/story',
      SecondaryParameter: 'spring',
    });
    await record('dac_visitor_id=visitor-one-1', {
      PrimaryParameter: '/library',
      SecondaryParameter: 'spring',
    });
    await record('dac_visitor_id=visitor-two-2', { PrimaryParameter: '/story/demo/spring' });
    await record('dac_visitor_id=visitor-three', {
      PrimaryParameter: '/story',
      SecondaryParameter: 'summer',
    });
    // Someone who came through the campaign and made an account.
    const newcomer = await userWithCredits(testApp, 'newcomer@example.org');
    await record(
      null,
      { PrimaryParameter: '/story', SecondaryParameter: 'spring' },
      newcomer.authorization,
    );
    // An account older than the campaign is a visit, not a sign-up.
    await record(
      null,
      { PrimaryParameter: '/story', SecondaryParameter: 'spring' },
      ben.authorization,
    );

    const list = await listCampaigns();
    const spring = list.campaigns.find((campaign) => campaign.code === 'spring')!;
    expect(spring).toMatchObject({ visits: 4, signUps: 1, active: true, title: 'Spring' });
    expect(list.campaigns.find((campaign) => campaign.code === 'summer')).toMatchObject({
      visits: 1,
      signUps: 0,
      active: false,
    });

    const chosen = await testApp.app.inject({
      method: 'PUT',
      url: '/api/DevOps/campaigns/default',
      headers: admin.authorization,
      payload: { code: 'spring' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<CampaignList>().defaultCode).toBe('spring');
    const publicConfiguration = await testApp.app.inject({
      url: '/api/system-configuration/public',
    });
    expect(publicConfiguration.json()).toMatchObject({ defaultCampaignCode: 'spring' });
    const unknown = await testApp.app.inject({
      method: 'PUT',
      url: '/api/DevOps/campaigns/default',
      headers: admin.authorization,
      payload: { code: 'nothing-here' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await listCampaigns()).defaultCode).toBe('spring');
  });
});
