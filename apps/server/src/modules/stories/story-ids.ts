import { randomUUID } from 'node:crypto';

// Ids the server makes, each named for what it identifies. A client may also choose an
// artifact's id (the Artifact.id of generate and create); the other two are only ever ours.

/** An artifact: a told story, a coloring book, a song or an audiobook. */
export const newArtifactId = (): string => randomUUID();

/**
 * One generation (run) of an artifact: its processTrackingId, which names its job and its charge.
 * An artifact id may be used again after its artifact is deleted; a generation id never is.
 */
export const newGenerationId = (): string => randomUUID();

/** One redrawing of a page's picture: names its files and its charge. */
export const newRedrawId = (): string => randomUUID();
