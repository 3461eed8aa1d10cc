// One offline chat turn over HTTP, as the chat page sends it: the built server in-process, on
// embedded PGlite, a character with a note, real requests on 127.0.0.1. Time to the first word
// (the first `delta` line arriving) and to the whole reply (the `done` line), warm, over
// questions phrased several ways; the very first turn (the classifiers learning) apart.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModule, summarise } from './twelve-page-story.mjs';

export const title = 'Offline chat turn: first word and whole reply (HTTP, PGlite)';

const FIRST_WORD_TARGET_MS = 150;
const WHOLE_REPLY_TARGET_MS = 500;
const QUESTIONS = [
  'what is your favourite food?',
  'wher do u live',
  'who are your friends?',
  'tell me a joke',
  'I like dinosaurs',
  '¿cuál es tu comida favorita?',
  'what is the capital of france?',
  'how do you feel today?',
];
// 25 turns in all: within one family's limit of 30 a minute.
const ROUNDS = 3;
const USER = { id: 'bench-family', admin: false };

export async function run({ root }) {
  const { loadConfig } = await serverModule(root, 'config.js');
  const { startRole } = await serverModule(root, 'start-role.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storyloom-bench-chat-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const running = await startRole(config, {
    database: { kind: 'pglite' },
    authenticate: async () => USER,
  });
  try {
    const character = await seedCharacter(running.platform.database.pool);
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = running.app.server.address();
    const ask = (question) => timedTurn(port, character, question);

    const cold = await ask('hello!');
    const firstWords = [];
    const wholeReplies = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of QUESTIONS) {
        const timing = await ask(question);
        firstWords.push(timing.firstWordMs);
        wholeReplies.push(timing.wholeReplyMs);
      }
    }
    const first = summarise(firstWords);
    const whole = summarise(wholeReplies);
    console.log({ cold, first, whole });
    const verdict =
      first.median <= FIRST_WORD_TARGET_MS && whole.median <= WHOLE_REPLY_TARGET_MS
        ? 'within'
        : 'OVER';
    return [
      `${ROUNDS} rounds of ${QUESTIONS.length} questions (English, Spanish, typos, one the family`,
      'never answered), each a POST /api/Chat/{id}/Turn read as it streams. A turn includes the',
      'rate-limit count, reading the character, its note and stories, the safety check of the',
      'message and of the reply, and storing both messages.',
      '',
      '| measure | median | fastest | slowest |',
      '|---|---:|---:|---:|',
      `| first word (first delta line) | ${first.median.toFixed(1)} ms | ${first.fastest.toFixed(1)} ms | ${first.slowest.toFixed(1)} ms |`,
      `| whole reply (done line) | ${whole.median.toFixed(1)} ms | ${whole.fastest.toFixed(1)} ms | ${whole.slowest.toFixed(1)} ms |`,
      `| the process's first turn (classifiers trained) | ${cold.wholeReplyMs.toFixed(1)} ms | | |`,
      '',
      `Targets: first word ${FIRST_WORD_TARGET_MS} ms, whole reply ${WHOLE_REPLY_TARGET_MS} ms (medians); ${verdict} target.`,
    ].join('\n');
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedCharacter(pool) {
  const now = new Date().toISOString();
  await pool.query(
    'insert into "user" (id, name, email, email_verified) values ($1, $1, $2, true)',
    [USER.id, `${USER.id}@bench.invalid`],
  );
  const insertElement = (id, name, description, type) =>
    pool.query(
      `insert into story_elements (id, user_id, name, description, type, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)`,
      [id, USER.id, name, description, type, now],
    );
  await insertElement('bench-pip', 'Pip', 'a shy hedgehog who collects shiny buttons', 1);
  await insertElement('bench-lola', 'Lola', 'a chatty squirrel who knows every path', 1);
  await insertElement('bench-bag', 'Woodland friends', '', 3);
  await pool.query(
    `insert into bag_members (bag_id, member_id, position) values ('bench-bag', 'bench-pip', 0), ('bench-bag', 'bench-lola', 1)`,
  );
  const note = [
    "Pip's favourite food is blueberry pancakes.",
    'Pip lives in a hollow log by the river.',
    'He is afraid of thunder, but he loves to dance in the rain.',
  ].join('\n');
  await pool.query(
    `insert into knowledge_documents (id, element_id, title, media_type, size_bytes, content, created_at)
     values ('bench-note', 'bench-pip', 'About Pip', 'text/plain', $1, $2, $3)`,
    [Buffer.byteLength(note), note, now],
  );
  return 'bench-pip';
}

/** One turn over HTTP: when its first delta line and its done line arrived. */
function timedTurn(port, characterId, userMessage) {
  const payload = JSON.stringify({ characterId, storyId: 'all', userMessage });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstWordMs;
    let body = '';
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/Chat/${characterId}/Turn`,
        method: 'POST',
        headers: {
          authorization: 'Bearer bench',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
          if (firstWordMs === undefined && body.includes('"type":"delta"')) {
            firstWordMs = performance.now() - started;
          }
        });
        response.on('end', () => {
          if (response.statusCode !== 200 || !body.includes('"type":"done"')) {
            reject(new Error(`the turn answered ${response.statusCode}: ${body.slice(0, 300)}`));
            return;
          }
          resolve({ firstWordMs, wholeReplyMs: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
