// A voice call with the offline tier, as the call page makes it: the built server in-process, on
// embedded PGlite, Pip with a note, real requests on 127.0.0.1. Questions are spoken by Debian's
// eSpeak NG (`espeak-ng`), resampled to 16 kHz and sent as WAV. Measured: offline recognition
// per utterance (the call's own grammar, in-process), and end of speech to the first reply audio
// (the utterance request sent whole to its first `sentence` line, which carries audio).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModule, summarise } from './twelve-page-story.mjs';

export const title = 'Voice call, offline tier: recognition and end of speech to first reply audio';

const FIRST_AUDIO_TARGET_MS = 600;
const QUESTIONS = [
  'what is your favourite food',
  'where do you live',
  'who are your friends',
  'tell me a joke',
  'do you like blueberry pancakes',
  'how are you',
];
const ROUNDS = 3;
const USER = { id: 'bench-caller', admin: false };
const VOICE = 'en-gb-x-rp+f2';

export async function run({ root }) {
  const { loadConfig } = await serverModule(root, 'config.js');
  const { startRole } = await serverModule(root, 'start-role.js');
  const speech = await serverModule(root, 'engines/speech-recognition/index.js');
  const { callGrammarOf } = await serverModule(root, 'modules/calls/call-grammar.js');
  const { createPlans, plansDepsOf } = await serverModule(root, 'modules/plans/index.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storyloom-bench-call-'));
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
    await seedPip(running.platform.database.pool);
    const plans = createPlans(plansDepsOf(running.platform));
    await plans.credits.grantCredits({
      userId: USER.id,
      amount: 1000,
      reason: 'admin',
      idempotencyKey: 'bench-call-credits',
    });
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = running.app.server.address();

    const wavs = new Map(QUESTIONS.map((question) => [question, spokenWav(speech, question)]));

    // Recognition alone, in-process, against the grammar a call with Pip gets.
    const grammar = callGrammarOf(PIP_SHEET);
    const samplesOf = (wav) =>
      speech.readUtterance(wav, { sampleRate: 16000, minSeconds: 0.2, maxSeconds: 15 });
    await speech.recognizeOffline(samplesOf(wavs.get(QUESTIONS[0])), {
      jsgf: grammar.jsgf,
      language: 'en',
    }); // the model loads once per process
    const recognitionMs = [];
    let heardRight = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of QUESTIONS) {
        const started = performance.now();
        const heard = await speech.recognizeOffline(samplesOf(wavs.get(question)), {
          jsgf: grammar.jsgf,
          language: 'en',
        });
        recognitionMs.push(performance.now() - started);
        if (heard === question) heardRight += 1;
      }
    }

    // The round trip over HTTP, in one call (heartbeats keep it alive between rounds).
    const call = await postJson(port, `/api/Chat/voice-chat/start/all/bench-pip`);
    const firstAudioMs = [];
    const wholeMs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of QUESTIONS) {
        const timing = await timedUtterance(port, call.callId, wavs.get(question));
        firstAudioMs.push(timing.firstAudioMs);
        wholeMs.push(timing.wholeMs);
        await postJson(port, `/api/Chat/voice-chat/${call.callId}/heartbeat`);
      }
    }
    await postJson(port, `/api/Chat/voice-chat/${call.callId}/end`);

    const recognition = summarise(recognitionMs);
    const first = summarise(firstAudioMs);
    const whole = summarise(wholeMs);
    console.log({ recognition, first, whole, heardRight });
    const verdict = first.median <= FIRST_AUDIO_TARGET_MS ? 'within' : 'OVER';
    const row = (name, s) =>
      `| ${name} | ${s.median.toFixed(1)} ms | ${s.fastest.toFixed(1)} ms | ${s.slowest.toFixed(1)} ms |`;
    return [
      `${ROUNDS} rounds of ${QUESTIONS.length} questions spoken by eSpeak NG (${VOICE}), 16 kHz`,
      'WAV. Recognition: soundswallower (PocketSphinx, US-English model) against the grammar of a',
      "call with Pip (the chat's question forms with Pip's names and words). Round trip: POST",
      '/api/Chat/voice-chat/{callId}/utterance until its first `sentence` line (the first reply',
      'sentence with its WAV audio) and until `done`; it includes metering the minute, recognising,',
      'the chat turn with its safety checks and storage, and speaking the first sentence with eSpeak',
      `NG. Heard exactly: ${heardRight} of ${recognitionMs.length}.`,
      '',
      '| measure | median | fastest | slowest |',
      '|---|---:|---:|---:|',
      row('offline recognition per utterance', recognition),
      row('end of speech to first reply audio', first),
      row('end of speech to the whole reply', whole),
      '',
      `Target: first reply audio under ${FIRST_AUDIO_TARGET_MS} ms (median); ${verdict} target.`,
    ].join('\n');
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PIP_NOTE = [
  "Pip's favourite food is blueberry pancakes.",
  'Pip lives in a hollow log by the river.',
  'He is afraid of thunder, but he loves to dance in the rain.',
].join('\n');

const PIP_SHEET = {
  name: 'Pip',
  description: 'a shy hedgehog who collects shiny buttons',
  knowledge: [{ title: 'About Pip', content: PIP_NOTE }],
  stories: [],
  companions: [
    { name: 'Lola', kind: 'character', description: 'a chatty squirrel who knows every path' },
  ],
};

async function seedPip(pool) {
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
  await insertElement('bench-pip', 'Pip', PIP_SHEET.description, 1);
  await insertElement('bench-lola', 'Lola', PIP_SHEET.companions[0].description, 1);
  await insertElement('bench-bag', 'Woodland friends', '', 3);
  await pool.query(
    `insert into bag_members (bag_id, member_id, position) values ('bench-bag', 'bench-pip', 0), ('bench-bag', 'bench-lola', 1)`,
  );
  await pool.query(
    `insert into knowledge_documents (id, element_id, title, media_type, size_bytes, content, created_at)
     values ('bench-note', 'bench-pip', 'About Pip', 'text/plain', $1, $2, $3)`,
    [Buffer.byteLength(PIP_NOTE), PIP_NOTE, now],
  );
}

/** A question as a call page sends it: eSpeak NG's WAV, 16 kHz mono, a little silence around. */
function spokenWav(speech, text) {
  const wav = speech.readWav(execFileSync('espeak-ng', ['-v', VOICE, '--stdout', text]));
  const samples = speech.resample(wav.samples, wav.sampleRate, 16000);
  const padded = new Int16Array(samples.length + 8000);
  padded.set(samples, 4000);
  return speech.encodeWav(padded, 16000);
}

function postJson(port, url) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { authorization: 'Bearer bench' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(body))
            : reject(new Error(`${url} answered ${response.statusCode}: ${body.slice(0, 300)}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One utterance over HTTP: when its first sentence (with audio) and its done line arrived. */
function timedUtterance(port, callId, wav) {
  return new Promise((resolve, reject) => {
    let firstAudioMs;
    let body = '';
    let started;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/Chat/voice-chat/${callId}/utterance`,
        method: 'POST',
        headers: {
          authorization: 'Bearer bench',
          'content-type': 'audio/wav',
          'content-length': String(wav.length),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
          if (firstAudioMs === undefined && body.includes('"audioUrl":"data:audio/wav')) {
            firstAudioMs = performance.now() - started;
          }
        });
        response.on('end', () => {
          if (response.statusCode !== 200 || !body.includes('"type":"done"')) {
            reject(
              new Error(`the utterance answered ${response.statusCode}: ${body.slice(0, 300)}`),
            );
            return;
          }
          resolve({ firstAudioMs, wholeMs: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    // The end of speech: the recording is complete and leaves in one write.
    started = performance.now();
    request.end(wav);
  });
}
