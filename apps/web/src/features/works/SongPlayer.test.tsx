import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DownloadModule from '../../lib/download';
import { saveBlobAs } from '../../lib/download';
import { FILES_ORIGIN, sampleSong, workArtifact } from './testing/fake-works-api';
import { renderWorks, stubMediaPlayback } from './testing/render-works';

vi.mock('../../lib/download', async (original) => ({
  ...(await original<typeof DownloadModule>()),
  saveBlobAs: vi.fn(),
}));

let media: ReturnType<typeof stubMediaPlayback>;

beforeEach(() => {
  media = stubMediaPlayback();
  vi.mocked(saveBlobAs).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function finishedSong() {
  const view = renderWorks({ saved: [workArtifact('song', 'song-1')] });
  const card = await screen.findByRole('region', { name: 'Song' });
  const audio = card.querySelector('audio');
  if (!audio) throw new Error('The song has no audio element');
  await waitFor(() => expect(audio).toHaveAttribute('src', `${FILES_ORIGIN}/${sampleSong.mp3}`));
  return { ...view, card, audio };
}

/** The recording moves on, as the browser reports it. */
function playTo(audio: HTMLAudioElement, seconds: number) {
  act(() => {
    audio.currentTime = seconds;
    fireEvent.timeUpdate(audio);
  });
}

const sung = (card: HTMLElement) =>
  card.querySelector('.works-song__lyrics [aria-current="true"]')?.textContent ?? null;

describe('the song player', () => {
  it('shows the words section by section and lights up the syllable being sung', async () => {
    const { card, audio } = await finishedSong();
    expect(within(card).getByText('Verse 1')).toBeInTheDocument();
    expect(within(card).getByText('Chorus')).toBeInTheDocument();
    expect(sung(card)).toBeNull();

    playTo(audio, 0.2);
    expect(sung(card)).toBe('Lu');
    playTo(audio, 1.2);
    expect(sung(card)).toBe('found');
    // Between the verse and the chorus nobody sings.
    playTo(audio, 3.5);
    expect(sung(card)).toBeNull();
    playTo(audio, 5.1);
    expect(sung(card)).toBe('tle');
    // The highlight is never announced.
    expect(card.querySelector('.works-song__lyrics')).toHaveAttribute('aria-live', 'off');
  });

  it('plays and pauses with its own button and moves with the slider', async () => {
    const user = userEvent.setup();
    const { card, audio } = await finishedSong();
    await user.click(within(card).getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Play' })).toBeInTheDocument();

    const slider = within(card).getByRole('slider', { name: `Position: ${sampleSong.title}` });
    fireEvent.change(slider, { target: { value: '4.2' } });
    expect(audio.currentTime).toBeCloseTo(4.2);
    expect(slider).toHaveAttribute('aria-valuetext', '0:04 of 0:07');
    expect(sung(card)).toBe('Shine');
  });

  it('draws the sheet music once abcjs has loaded', async () => {
    const { card } = await finishedSong();
    const score = within(card).getByTestId('song-score');
    await waitFor(() => expect(score.querySelector('svg')).not.toBeNull());
    expect(score.querySelectorAll('.abcjs-note').length).toBeGreaterThan(0);
    expect(within(card).queryByText('Writing out the notes…')).not.toBeInTheDocument();
  });

  it('lights the note being sung in the score, in step with its syllable', async () => {
    const { card, audio } = await finishedSong();
    const score = within(card).getByTestId('song-score');
    await waitFor(() => expect(score.querySelectorAll('.abcjs-note')).toHaveLength(9));
    const notes = [...score.querySelectorAll('.abcjs-note')];
    const lit = () =>
      notes.flatMap((note, index) => (note.matches('.works-song__note--sung') ? [index] : []));
    expect(lit()).toEqual([]);

    playTo(audio, 1.2); // 'found', the third syllable
    expect(lit()).toEqual([2]);
    playTo(audio, 5.6); // 'star', the last, after a rest in the score
    expect(lit()).toEqual([8]);
    playTo(audio, 3.5); // between the verse and the chorus nobody sings
    expect(lit()).toEqual([]);
  });

  it('keeps abcjs out of every static import, so the first visit never downloads it', () => {
    const sources = import.meta.glob(['./*.ts', './*.tsx', '!./*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const staticAbcjs = Object.entries(sources).filter(([, source]) =>
      /^import (?!type)[^;]*from 'abcjs'/m.test(String(source)),
    );
    expect(staticAbcjs).toEqual([]);
    expect(String(sources['./SongScore.tsx'])).toContain("import('abcjs')");
  });

  it('downloads the song as MP3 and the tune as MIDI', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob(['x'])));
    const { card } = await finishedSong();
    await user.click(within(card).getByRole('button', { name: 'Download the song (MP3)' }));
    await user.click(within(card).getByRole('button', { name: 'Download the tune (MIDI)' }));
    await waitFor(() => expect(saveBlobAs).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveBlobAs).mock.calls.map(([, name]) => name)).toEqual([
      'Luna’s Star Song.mp3',
      'Luna’s Star Song.mid',
    ]);
  });
});
