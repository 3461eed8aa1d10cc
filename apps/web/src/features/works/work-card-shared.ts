import type { StoryWorkKind } from '@storyloom/contracts';
import type { StoryWorkState } from './use-story-work';

/** What every work's card gets from the section. */
export interface WorkCardShared<K extends StoryWorkKind> {
  work: StoryWorkState<K>;
  cost: number | null;
  /** The story version the book shows: works made from an older one say so. */
  storyArtifactId: string;
  credits: number;
  onSeePlans?: () => void;
}
