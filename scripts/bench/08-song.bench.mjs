// The offline songwriter: a song (lyrics, melody and ABC score) written from the shared 12-page
// story, its MIDI file, and the MIDI played through the FluidR3 Mono soundfont (spessasynth) to a
// WAV and an MP3, in-process, from the built server in apps/server/dist. Real-time factor =
// seconds of audio made per second of wall time.
import {
  serverModule,
  summarise,
  twelvePageRequest,
  PAGES,
  REQUEST,
} from './twelve-page-story.mjs';

export const title = 'Songwriter: a song from a 12-page story, its MIDI and its audio (offline)';

const WRITE_TARGET_MS = 50;
const TARGET_REAL_TIME_FACTOR = 10;
const WRITE_WARM_UP_RUNS = 5;
const WRITE_RUNS = 50;
const RENDER_RUNS = 3;

export async function run({ root }) {
  const { tellStory } = await serverModule(root, 'engines/storyteller/index.js');
  const { writeSong, songToMidi, midiDurationSeconds, renderSongAudio } = await serverModule(
    root,
    'engines/songwriter/index.js',
  );
  const request = await twelvePageRequest(root);
  const story = tellStory(request, { pageCount: PAGES });
  const characters = REQUEST.elements.filter((element) => element.type === 'character');
  const songRequest = { story, characters, age: REQUEST.age, seed: request.seed };

  // Writing: lyrics, melody and ABC, then the MIDI file, timed together and apart.
  const compose = () => {
    const startedAt = performance.now();
    const song = writeSong(songRequest);
    const wroteAt = performance.now();
    const midi = songToMidi(song);
    return { song, midi, songMs: wroteAt - startedAt, midiMs: performance.now() - wroteAt };
  };
  for (let index = 0; index < WRITE_WARM_UP_RUNS; index += 1) compose();
  const songTimes = [];
  const midiTimes = [];
  let written;
  for (let index = 0; index < WRITE_RUNS; index += 1) {
    written = compose();
    songTimes.push(written.songMs);
    midiTimes.push(written.midiMs);
  }
  const { song, midi } = written;
  const sungSeconds = midiDurationSeconds(midi);

  // The first render also reads and parses the soundfont: timed on its own.
  const firstStarted = performance.now();
  let audio = await renderSongAudio(midi);
  const firstRenderMs = performance.now() - firstStarted;
  const renderTimes = [];
  for (let index = 0; index < RENDER_RUNS; index += 1) {
    const started = performance.now();
    audio = await renderSongAudio(midi);
    renderTimes.push(performance.now() - started);
  }

  const writing = summarise(songTimes);
  const encoding = summarise(midiTimes);
  const rendering = summarise(renderTimes);
  const factor = (ms) => audio.durationSeconds / (ms / 1000);
  const sections = song.sections.length;
  const lines = song.sections.reduce((sum, section) => sum + section.lines.length, 0);
  const notes = song.melody.notes.filter((note) => note.pitch !== null).length;
  console.log({
    song: songTimes.length,
    render: renderTimes.map(Math.round),
    seconds: audio.durationSeconds,
    mp3: audio.mp3.length,
  });
  const writeVerdict = writing.median <= WRITE_TARGET_MS ? 'within' : 'OVER';
  const renderVerdict = factor(rendering.median) >= TARGET_REAL_TIME_FACTOR ? 'within' : 'BELOW';
  const ms = (value) => `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;
  return [
    `"${song.title}", written from the ${PAGES}-page story "${story.title}": ${sections} sections,`,
    `${lines} sung lines, ${notes} notes in ${song.melody.key} major at ${song.melody.tempoBpm} bpm,`,
    `${sungSeconds.toFixed(1)} s of music. Writing (lyrics, melody, ABC) and MIDI: ${WRITE_RUNS} runs`,
    `after ${WRITE_WARM_UP_RUNS} warm-ups. Audio (synthesis, mono WAV at 22.05 kHz and a 64 kbps`,
    `MP3): ${RENDER_RUNS} runs after a first render, which also loads the soundfont.`,
    '',
    '| measure | median | fastest | slowest |',
    '|---|---:|---:|---:|',
    `| write the song (lyrics, melody, ABC) | ${ms(writing.median)} | ${ms(writing.fastest)} | ${ms(writing.slowest)} |`,
    `| song to MIDI | ${ms(encoding.median)} | ${ms(encoding.fastest)} | ${ms(encoding.slowest)} |`,
    `| render the audio (WAV and MP3) | ${ms(rendering.median)} | ${ms(rendering.fastest)} | ${ms(rendering.slowest)} |`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| song length (audio, with the release tail) | ${audio.durationSeconds.toFixed(1)} s |`,
    `| render real-time factor (median) | ${factor(rendering.median).toFixed(1)}x |`,
    `| render real-time factor (slowest run) | ${factor(rendering.slowest).toFixed(1)}x |`,
    `| first render, soundfont load included | ${Math.round(firstRenderMs)} ms |`,
    `| MIDI size | ${(midi.length / 1000).toFixed(1)} kB |`,
    `| MP3 size | ${(audio.mp3.length / 1000).toFixed(0)} kB |`,
    '',
    `Targets: writing the song within ${WRITE_TARGET_MS} ms (median), ${writeVerdict} target;`,
    `rendering at least ${TARGET_REAL_TIME_FACTOR}x real time (median), ${renderVerdict} target.`,
  ].join('\n');
}
