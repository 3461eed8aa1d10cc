import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { StoryElementDetails, StoryElementUpsertRequest } from '@storyloom/contracts';
import type { TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { ownStorageFolder } from './avatar-storage.js';

// Helpers shared by the story-elements integration tests.

export type FormPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; fileName: string; contentType: string; data: Buffer | string };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----storyloom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"`
        : `form-data; name="${part.name}"`;
    const type = part.contentType;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (type) head.push(`Content-Type: ${type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.from('fileName' in part ? part.data : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type Caller = Awaited<ReturnType<typeof signedInUser>>;

export type UpsertOptions = {
  avatar?: { fileName?: string; contentType?: string; data: Buffer };
  knowledge?: { fileName: string; contentType?: string; data: Buffer | string }[];
  extraParts?: FormPart[];
};

export function upsert(
  testApp: TestApp,
  caller: Caller,
  requestData: StoryElementUpsertRequest,
  options: UpsertOptions = {},
) {
  const parts: FormPart[] = [{ name: 'requestData', value: JSON.stringify(requestData) }];
  if (options.avatar) {
    parts.push({
      name: 'avatarFile',
      fileName: options.avatar.fileName ?? 'picture.png',
      contentType: options.avatar.contentType ?? 'image/png',
      data: options.avatar.data,
    });
  }
  for (const document of options.knowledge ?? []) {
    parts.push({
      name: 'newKnowledgeData',
      fileName: document.fileName,
      contentType: document.contentType ?? 'text/plain',
      data: document.data,
    });
  }
  parts.push(...(options.extraParts ?? []));
  const { payload, contentType } = multipartBody(parts);
  return testApp.app.inject({
    method: 'POST',
    url: '/storyElement/upsert',
    payload,
    headers: { ...caller.authorization, 'content-type': contentType },
  });
}

/** Creates an element and answers its details; fails the test on any other answer. */
export async function created(
  testApp: TestApp,
  caller: Caller,
  storyElement: StoryElementUpsertRequest['storyElement'],
  options: UpsertOptions = {},
): Promise<StoryElementDetails> {
  const response = await upsert(testApp, caller, { storyElement }, options);
  if (response.statusCode !== 201) {
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

export const get = (testApp: TestApp, caller: Caller, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: caller.authorization });

/** Every file under the user's storage folder, relative to it, sorted. */
export async function storedFilesOf(testApp: TestApp, userId: string): Promise<string[]> {
  const folder = path.join(testApp.config.dataDir, 'files', ...ownStorageFolder(userId).split('/'));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Row counts of the library's tables for one user. */
export async function tableCountsOf(testApp: TestApp, userId: string) {
  const { rows } = await testApp.platform.database.pool.query<{
    elements: number;
    members: number;
    knowledge: number;
  }>(
    `select
       (select count(*)::int from story_elements where user_id = $1) as elements,
       (select count(*)::int from bag_members b join story_elements e on e.id = b.bag_id
         where e.user_id = $1) as members,
       (select count(*)::int from knowledge_documents k join story_elements e on e.id = k.element_id
         where e.user_id = $1) as knowledge`,
    [userId],
  );
  return rows[0]!;
}

export { signedInUser };
