// Loaded on demand by generation-api.ts: a module of its own keeps zod out of the first load.
export { artifactSchema, generateArtifactResponseSchema } from '@storyloom/contracts';
