import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, userStoragePath } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { exifTags, GPS_LATITUDE_TAG, jpegWithGps } from './exif-probe.test-support.js';
import {
  created,
  get,
  multipartBody,
  signedInUser,
  storedFilesOf,
  tableCountsOf,
  upsert,
  type Caller,
  type UpsertOptions,
} from './story-elements.test-support.js';

const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

describe('story element avatars and knowledge uploads', () => {
  let testApp: TestApp;
  let cleo: Caller;
  let dan: Caller;
  let png: Buffer;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cleo = await signedInUser(testApp, 'cleo@example.org');
    dan = await signedInUser(testApp, 'dan@example.org');
    png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#f80' } })
      .png()
      .toBuffer();
  });
  afterAll(() => testApp?.close());

  const stored = (key: string) => testApp.platform.storage.files.get(key);
  const character = (name: string, id?: string) => ({
    storyElement: { ...(id ? { id } : {}), name, type: StoryElementType.Character },
  });

  /** Sends a bad request and proves it stored nothing: same files, same rows. */
  const refusedWithoutTrace = async (
    options: UpsertOptions,
    expected: { status: number; message?: string | RegExp },
    id?: string,
  ) => {
    const files = await storedFilesOf(testApp, cleo.userId);
    const counts = await tableCountsOf(testApp, cleo.userId);
    const before = id ? (await get(testApp, cleo, `/storyElement/get/${id}`)).json() : undefined;
    const response = await upsert(testApp, cleo, character('Refused', id), options);
    expect(response.statusCode, response.body).toBe(expected.status);
    if (expected.message) expect(response.json().message).toMatch(expected.message);
    expect(await storedFilesOf(testApp, cleo.userId)).toEqual(files);
    expect(await tableCountsOf(testApp, cleo.userId)).toEqual(counts);
    if (id) expect((await get(testApp, cleo, `/storyElement/get/${id}`)).json()).toEqual(before);
    return response;
  };

  it('stores a phone photo upright with no EXIF at all, plus small and tiny variants', async () => {
    const photo = await jpegWithGps(640, 480);
    // The fixture really carries a position.
    expect(exifTags((await sharp(photo).metadata()).exif).gps).toContain(GPS_LATITUDE_TAG);

    const element = await created(testApp, cleo, character('Photo').storyElement, {
      avatar: { fileName: 'IMG_0001.JPG', contentType: 'image/jpeg', data: photo },
    });
    const folder = userStoragePath(cleo.userId, `storyElements/${element.id}`);
    expect(element.avatarUrl).toMatch(new RegExp(`^${folder}/avatar-[A-Za-z0-9]+[.]jpg$`));
    const name = element.avatarUrl!.split('/').pop()!.replace('.jpg', '');
    expect(await storedFilesOf(testApp, cleo.userId)).toEqual(
      [`${name}.jpg`, `${name}.small.thumb.jpg`, `${name}.tiny.thumb.jpg`].map(
        (file) => `storyElements/${element.id}/${file}`,
      ),
    );

    const original = await sharp((await stored(element.avatarUrl!))!).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(original.exif).toBeUndefined();
    expect(original.icc).toBeUndefined();
    for (const [variant, side] of [
      ['small', 256],
      ['tiny', 64],
    ] as const) {
      const key = element.avatarUrl!.replace('.jpg', `.${variant}.thumb.jpg`);
      const metadata = await sharp((await stored(key))!).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: side, height: side });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('ignores the uploaded file name entirely, ../ included', async () => {
    const element = await created(testApp, cleo, character('Sneaky').storyElement, {
      avatar: { fileName: '../../etc/passwd.png', contentType: 'text/plain', data: png },
    });
    expect(element.avatarUrl).toMatch(
      new RegExp(`^users-prod/${cleo.userId}/storyElements/${element.id}/avatar-\\w+\\.png$`),
    );
    await expect(access(path.join(testApp.config.dataDir, 'etc'))).rejects.toThrow();
    await expect(access(path.join(testApp.config.dataDir, 'files', 'etc'))).rejects.toThrow();
    await refusedWithoutTrace(
      { avatar: { fileName: '../../../evil.png', data: Buffer.from('not a picture') } },
      { status: 415 },
    );
  });

  it('refuses bad pictures with the right 4xx and stores nothing', async () => {
    const existing = await created(testApp, cleo, character('Keeps its picture').storyElement, {
      avatar: { data: png },
    });
    const textAsPng = { fileName: 'cat.png', data: Buffer.from('Meow, I am really text.\n') };
    const twentyMegabytes = { data: Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]) };
    const bigPng = await noisy(400, 300).png().toBuffer();
    const bigJpeg = await noisy(400, 300).jpeg().toBuffer();
    const cut = (image: Buffer) => ({ data: image.subarray(0, Math.floor(image.length * 0.6)) });

    for (const id of [undefined, existing.id]) {
      await refusedWithoutTrace(
        { avatar: textAsPng },
        { status: 415, message: 'That picture is not a PNG, JPEG, WebP or GIF.' },
        id,
      );
      await refusedWithoutTrace(
        { avatar: twentyMegabytes },
        { status: 413, message: 'That picture is larger than 8 MB.' },
        id,
      );
      for (const damaged of [cut(bigPng), cut(bigJpeg)]) {
        await refusedWithoutTrace(
          { avatar: damaged },
          { status: 400, message: 'That picture could not be read; it may be damaged.' },
          id,
        );
      }
    }
  });

  it('replaces and removes a picture, deleting the old files after the change', async () => {
    const element = await created(testApp, cleo, character('Changing').storyElement, {
      avatar: { data: png },
    });
    const firstFiles = await storedFilesOf(testApp, cleo.userId);
    const webp = await sharp(png).webp().toBuffer();
    const replaced = await upsert(testApp, cleo, character('Changing', element.id), {
      avatar: { data: webp },
    });
    expect(replaced.statusCode).toBe(200);
    const newPath: string = replaced.json().avatarUrl;
    expect(newPath).toMatch(/\.webp$/);
    const files = await storedFilesOf(testApp, cleo.userId);
    const ofElement = files.filter((file) => file.includes(element.id));
    expect(ofElement).toHaveLength(3);
    expect(ofElement.every((file) => file.includes('.webp'))).toBe(true);
    expect(files.filter((file) => !firstFiles.includes(file))).toHaveLength(3);

    const kept = await upsert(testApp, cleo, character('Renamed only', element.id));
    expect(kept.json().avatarUrl).toBe(newPath);

    const removed = await upsert(testApp, cleo, {
      storyElement: { ...character('x', element.id).storyElement, avatarUrl: null },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toHaveProperty('avatarUrl');
    expect((await storedFilesOf(testApp, cleo.userId)).some((f) => f.includes(element.id))).toBe(
      false,
    );
  });

  it('accepts an avatarUrl only inside your own folder and only while it exists', async () => {
    const source = await created(testApp, cleo, character('Source').storyElement, {
      avatar: { data: png },
    });
    const sharedPath = source.avatarUrl!;
    const other = await created(testApp, dan, character('Dan').storyElement, {
      avatar: { data: png },
    });
    const message = 'That picture is not yours or no longer exists.';
    for (const avatarUrl of [
      other.avatarUrl!,
      `users-prod/${cleo.userId}/../${dan.userId}/${other.avatarUrl!.split('/').slice(2).join('/')}`,
      `users-prod/${cleo.userId}/storyElements/nothing-here.png`,
      '/etc/passwd',
    ]) {
      const response = await upsert(testApp, cleo, {
        storyElement: { ...character('Borrow').storyElement, avatarUrl },
      });
      expect(response.statusCode, avatarUrl).toBe(400);
      expect(response.json().message).toBe(message);
    }

    // One picture shown by two elements stays until neither shows it.
    const sharing = await created(testApp, cleo, {
      ...character('Sharing').storyElement,
      avatarUrl: sharedPath,
    });
    expect(sharing.avatarUrl).toBe(sharedPath);
    const remove = (id: string) =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/storyElement/delete/${id}`,
        headers: cleo.authorization,
      });
    expect((await remove(source.id)).statusCode).toBe(204);
    expect(await stored(sharedPath)).not.toBeNull();
    expect((await remove(sharing.id)).statusCode).toBe(204);
    expect(await stored(sharedPath)).toBeNull();
    expect(await stored(sharedPath.replace('.png', '.tiny.thumb.png'))).toBeNull();
  });

  it('refuses unknown parts, a missing requestData and non-multipart bodies', async () => {
    await refusedWithoutTrace(
      {
        extraParts: [{ name: 'surprise', fileName: 'x.txt', contentType: 'text/plain', data: 'x' }],
      },
      { status: 400, message: /Unknown form part "surprise"/ },
    );
    const { payload, contentType } = multipartBody([
      { name: 'avatarFile', fileName: 'a.png', contentType: 'image/png', data: png },
    ]);
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/storyElement/upsert',
      payload,
      headers: { ...cleo.authorization, 'content-type': contentType },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The form needs a requestData part.');
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/storyElement/upsert',
      payload: character('Json'),
      headers: cleo.authorization,
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400 to malformed multipart bodies and stores nothing', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'requestData', value: JSON.stringify(character('Broken')) },
      { name: 'avatarFile', fileName: 'a.png', contentType: 'image/png', data: png },
    ]);
    const boundary = contentType.split('boundary=')[1]!;
    const bodies: { what: string; payload: Buffer; contentType: string }[] = [
      { what: 'truncated', payload: payload.subarray(0, payload.length - 40), contentType },
      { what: 'cut inside the headers', payload: payload.subarray(0, 60), contentType },
      { what: 'no boundary', payload, contentType: 'multipart/form-data' },
      {
        what: 'a wrong closing boundary',
        payload: Buffer.from(
          payload.toString('latin1').replace(`--${boundary}--`, '--nope--'),
          'latin1',
        ),
        contentType,
      },
      {
        what: 'another boundary than the body uses',
        payload,
        contentType: 'multipart/form-data; boundary=somethingelse',
      },
      { what: 'garbage', payload: Buffer.from('not a form at all'), contentType },
    ];
    const files = await storedFilesOf(testApp, cleo.userId);
    const counts = await tableCountsOf(testApp, cleo.userId);
    for (const body of bodies) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/storyElement/upsert',
        payload: body.payload,
        headers: { ...cleo.authorization, 'content-type': body.contentType },
      });
      expect(response.statusCode, `${body.what}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'malformed_form', status: 400 });
      expect(response.json().message).toMatch(/form/i);
    }
    expect(await storedFilesOf(testApp, cleo.userId)).toEqual(files);
    expect(await tableCountsOf(testApp, cleo.userId)).toEqual(counts);
  });

  it('takes requestData as a JSON file part too', async () => {
    const { payload, contentType } = multipartBody([
      {
        name: 'requestData',
        fileName: 'blob',
        contentType: 'application/json',
        data: JSON.stringify(character('From a blob')),
      },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/storyElement/upsert',
      payload,
      headers: { ...cleo.authorization, 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('From a blob');
  });

  it('adds, reads and removes knowledge documents', async () => {
    const element = await created(testApp, cleo, character('Scholar').storyElement, {
      knowledge: [
        { fileName: 'Family tree.md', data: '# Grandma\nLoves owls.' },
        { fileName: 'diet.txt', data: 'Mostly apples. 🍎' },
      ],
    });
    expect(
      element.knowledge.map(({ title, mediaType, sizeBytes }) => ({ title, mediaType, sizeBytes })),
    ).toEqual([
      { title: 'Family tree', mediaType: 'text/markdown', sizeBytes: 21 },
      { title: 'diet', mediaType: 'text/plain', sizeBytes: Buffer.byteLength('Mostly apples. 🍎') },
    ]);
    const [tree, diet] = element.knowledge;
    const read = await get(testApp, cleo, `/storyElement/${element.id}/knowledge/${diet!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...diet, content: 'Mostly apples. 🍎' });

    const trimmed = await upsert(testApp, cleo, {
      ...character('Scholar', element.id),
      removeKnowledgeIds: [tree!.id],
    });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json().knowledge).toEqual([diet]);
    const gone = await get(testApp, cleo, `/storyElement/${element.id}/knowledge/${tree!.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('holds knowledge to 100 KB, UTF-8 text and 20 documents, storing nothing otherwise', async () => {
    const element = await created(testApp, cleo, character('Library').storyElement, {
      knowledge: Array.from({ length: 19 }, (_, index) => ({
        fileName: `page ${index}.txt`,
        data: `page ${index}`,
      })),
    });
    expect(element.knowledge).toHaveLength(19);
    await refusedWithoutTrace(
      { knowledge: [{ fileName: 'big.md', data: 'a'.repeat(101 * 1024) }] },
      { status: 413, message: /“big\.md” is larger than 100 KB/ },
      element.id,
    );
    await refusedWithoutTrace(
      { knowledge: [{ fileName: 'latin1.txt', data: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }] },
      { status: 400, message: '“latin1.txt” is not valid UTF-8 text.' },
      element.id,
    );
    await refusedWithoutTrace(
      {
        knowledge: [
          { fileName: 'twenty.txt', data: '20' },
          { fileName: 'twenty-one.txt', data: '21' },
        ],
      },
      { status: 400, message: /at most 20 knowledge documents/ },
      element.id,
    );
    const twentieth = await upsert(testApp, cleo, character('Library', element.id), {
      knowledge: [{ fileName: 'twenty.txt', data: '20' }],
    });
    expect(twentieth.json().knowledge).toHaveLength(20);
    await refusedWithoutTrace(
      { knowledge: [{ fileName: 'twenty-one.txt', data: '21' }] },
      { status: 400, message: /at most 20 knowledge documents/ },
      element.id,
    );
  });
});
