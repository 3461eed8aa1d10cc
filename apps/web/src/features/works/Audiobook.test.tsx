import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionKey } from './audiobook-position';
import { FILES_ORIGIN, sampleAudiobook, workArtifact } from './testing/fake-works-api';
import { renderWorks, stubMediaPlayback } from './testing/render-works';

let media: ReturnType<typeof stubMediaPlayback>;
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  media = stubMediaPlayback();
  // jsdom has no object URLs; a sample's blob gets a recognisable stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:voice-sample');
  URL.revokeObjectURL = vi.fn();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  localStorage.clear();
});

const audiobookCard = () => screen.findByRole('region', { name: 'Audiobook' });

async function finishedAudiobook() {
  const view = renderWorks({ saved: [workArtifact('audiobook', 'book-1')] });
  const card = await audiobookCard();
  const audio = card.querySelector('audio');
  if (!audio) throw new Error('The audiobook has no audio element');
  await waitFor(() =>
    expect(audio).toHaveAttribute('src', `${FILES_ORIGIN}/${sampleAudiobook.mp3}`),
  );
  return { ...view, card, audio };
}

const chapter = (card: HTMLElement, title: string) =>
  within(within(card).getByRole('navigation', { name: 'Chapters' })).getByRole('button', {
    name: new RegExp(`^${title}`),
  });

describe('choosing the voice', () => {
  it('lists the story’s language first, plays a sample, and sends the chosen voice', async () => {
    const user = userEvent.setup();
    const { fake } = renderWorks();
    const card = await audiobookCard();
    const voices = await within(card).findByRole('group', { name: 'Who reads it?' });
    expect(
      within(voices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Warm (English)', 'Bright (English)', 'Cálida (español)']);
    expect(within(voices).getByRole('radio', { name: 'Warm (English)' })).toBeChecked();

    await user.click(within(voices).getByRole('button', { name: 'Listen to Bright (English)' }));
    await waitFor(() => expect(media.play).toHaveBeenCalled());
    expect(fake.calls.map((call) => call.path)).toContain(
      '/audiobook/voice-samples/espeak-en-bright.mp3',
    );
    expect(voices.querySelector('audio')).toHaveAttribute('src', 'blob:voice-sample');

    await user.click(within(voices).getByRole('radio', { name: 'Bright (English)' }));
    await user.click(within(card).getByRole('button', { name: 'Make the audiobook' }));
    await waitFor(() =>
      expect(fake.generateCalls()[0]?.body).toMatchObject({
        Artifact: { kind: 'audiobook' },
        Options: { voiceId: 'espeak-en-bright' },
      }),
    );
  });
});

describe('the audiobook player', () => {
  it('jumps to a chapter from the list and with previous and next', async () => {
    const user = userEvent.setup();
    const { card, audio } = await finishedAudiobook();
    expect(chapter(card, 'Luna and the Fallen Star')).toHaveAttribute('aria-current', 'true');

    await user.click(chapter(card, 'Page 2'));
    expect(audio.currentTime).toBe(45);
    expect(chapter(card, 'Page 2')).toHaveAttribute('aria-current', 'true');
    expect(chapter(card, 'Page 1')).not.toHaveAttribute('aria-current');

    await user.click(within(card).getByRole('button', { name: 'Next chapter' }));
    expect(audio.currentTime).toBe(85);
    await user.click(within(card).getByRole('button', { name: 'Previous chapter' }));
    expect(audio.currentTime).toBe(45);
    expect(within(card).getByRole('button', { name: 'Next chapter' })).toBeEnabled();
  });

  it('changes the reading speed', async () => {
    const user = userEvent.setup();
    const { card, audio } = await finishedAudiobook();
    expect(audio.playbackRate).toBe(1);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Speed' }), '1.5×');
    expect(audio.playbackRate).toBe(1.5);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Speed' }), '0.75×');
    expect(audio.playbackRate).toBe(0.75);
  });

  it('remembers where the listener paused', async () => {
    const user = userEvent.setup();
    const { card, audio } = await finishedAudiobook();
    await user.click(within(card).getByRole('button', { name: 'Play' }));
    act(() => {
      audio.currentTime = 50;
      fireEvent.timeUpdate(audio);
    });
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(localStorage.getItem(positionKey('book-1'))).toBe('50.0');
  });

  it('picks up where the listener stopped last time', async () => {
    localStorage.setItem(positionKey('book-1'), '65');
    const { card, audio } = await finishedAudiobook();
    expect(within(card).getByText('Picking up where you stopped, at 1:05.')).toBeInTheDocument();
    fireEvent(audio, new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(65);
    expect(chapter(card, 'Page 2')).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByRole('slider')).toHaveAttribute('aria-valuetext', '1:05 of 2:00');
  });
});
