// Loaded on demand by storage-urls.ts: a module of its own keeps zod out of the first load.
export { signedFileUrlSchema } from '@storyloom/contracts';
