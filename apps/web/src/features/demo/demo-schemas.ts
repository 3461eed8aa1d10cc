// Loaded on demand by demo-api.ts: a module of its own keeps zod out of the first load.
export { demoContentSchema } from '@storyloom/contracts';
