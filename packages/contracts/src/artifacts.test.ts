import { describe, expect, it } from 'vitest';
import {
  artifactSchema,
  generateArtifactRequestSchema,
  isStoryWorkKind,
  type Artifact,
} from './artifacts.js';

const base = {
  id: 'a1',
  storyId: 's1',
  status: 'succeeded',
  processTrackingId: 'p1',
  progress: { stage: 'finishing', percent: 100 },
  error: null,
  parentBagId: null,
  createdUtcEpoch: 1,
  updatedUtcEpoch: 2,
} as const;

describe('artifact contracts', () => {
  it('reads the generate body in the spec casing, with false flags and no options by default', () => {
    expect(
      generateArtifactRequestSchema.parse({ Artifact: { storyId: 's1', kind: 'story' } }),
    ).toEqual({
      Artifact: { storyId: 's1', kind: 'story' },
      Regenerate: false,
      UseFastModel: false,
      Options: {},
    });
    const song = generateArtifactRequestSchema.parse({
      Artifact: { storyId: 's1', kind: 'audiobook' },
      Options: { voiceId: 'en-warm', paper: 'letter' },
    });
    expect(song.Options).toEqual({ voiceId: 'en-warm', paper: 'letter' });
  });

  it('refuses unknown kinds, paper sizes and voice ids', () => {
    const body = (extra: object) => ({ Artifact: { storyId: 's1', kind: 'song' }, ...extra });
    expect(generateArtifactRequestSchema.safeParse(body({})).success).toBe(true);
    expect(
      generateArtifactRequestSchema.safeParse({ Artifact: { storyId: 's1', kind: 'poem' } })
        .success,
    ).toBe(false);
    expect(
      generateArtifactRequestSchema.safeParse(body({ Options: { paper: 'a3' } })).success,
    ).toBe(false);
    expect(
      generateArtifactRequestSchema.safeParse(body({ Options: { voiceId: '../x' } })).success,
    ).toBe(false);
  });

  it('carries the result that matches the kind', () => {
    const audiobook = {
      ...base,
      kind: 'audiobook',
      result: {
        title: 'Pip',
        language: 'en',
        sourceArtifactId: 's-art',
        voiceId: 'en-warm',
        mp3: 'users/u/stories/a1/book.mp3',
        durationSeconds: 42,
        chapters: [{ title: 'Pip', startSeconds: 0, durationSeconds: 2 }],
      },
    };
    const parsed: Artifact = artifactSchema.parse(audiobook);
    expect(parsed.kind === 'audiobook' && parsed.result?.voiceId).toBe('en-warm');
    // A story's result under the audiobook kind is refused.
    const storyResult = { title: 'Pip', language: 'en', pages: [] };
    expect(artifactSchema.safeParse({ ...audiobook, result: storyResult }).success).toBe(false);
    expect(artifactSchema.safeParse({ ...base, kind: 'story', result: storyResult }).success).toBe(
      true,
    );
    expect(artifactSchema.safeParse({ ...base, kind: 'song', result: null }).success).toBe(true);
  });

  it('tells works made from a story apart from the story itself', () => {
    expect(isStoryWorkKind('story')).toBe(false);
    expect(isStoryWorkKind('coloring-book')).toBe(true);
    expect(isStoryWorkKind('song')).toBe(true);
    expect(isStoryWorkKind('audiobook')).toBe(true);
  });
});
