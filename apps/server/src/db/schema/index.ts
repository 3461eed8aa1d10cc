// Drizzle needs every table in one object; this is the schema's single entry point.
export { jobRuns } from './job-runs.js';
export { liveEvents } from './live-events.js';
