import type {
  AudiobookResult,
  ColoringBookResult,
  GenerationStage,
  SongResult,
  StoryResult,
  StoryWorkKind,
  WorkOptions,
} from '@storyloom/contracts';
import type { StoryRequest } from '../../../engines/storyteller/index.js';

/** Everything a work is made from, fixed when it was asked for (later edits do not change it). */
export type WorkSource = {
  /** The story artifact the work is made from, and its result at the time. */
  sourceArtifactId: string;
  story: StoryResult;
  /** The story's elements as the family described them (names, descriptions, types). */
  elements: StoryRequest['elements'];
  age: number;
  options: WorkOptions;
};

/** What a maker may do besides computing: report progress, store files, notice a cancel. */
export type WorkTools = {
  signal: AbortSignal;
  /** fraction 0..1 of the stage; the job maps it onto the artifact's percent. */
  progress: (stage: GenerationStage, fraction: number) => Promise<void>;
  /** Stores one file in the work's own folder and answers its storage path. */
  store: (fileName: string, bytes: Buffer, contentType: string) => Promise<string>;
};

type ResultOf = {
  'coloring-book': ColoringBookResult;
  song: SongResult;
  audiobook: AudiobookResult;
};

/** Makes one kind of work: the offline engines by default, failing or slow ones in tests. */
export type WorkMaker<K extends StoryWorkKind> = (
  source: WorkSource,
  tools: WorkTools,
) => Promise<ResultOf[K]>;

export type WorkMakers = { [K in StoryWorkKind]: WorkMaker<K> };

/** Which stages each kind goes through, and where each ends on the artifact's percent bar. */
export const WORK_STAGES: Record<
  StoryWorkKind,
  Partial<Record<GenerationStage, [number, number]>>
> = {
  'coloring-book': { planning: [0, 5], drawing: [5, 90], finishing: [90, 99] },
  song: { planning: [0, 5], composing: [5, 15], recording: [15, 95], finishing: [95, 99] },
  audiobook: { planning: [0, 5], narrating: [5, 95], finishing: [95, 99] },
};
