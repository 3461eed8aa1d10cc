// The public surface of this folder: other modules and engines import only from here.
export {
  callsDepsOf,
  createCalls,
  registerCalls,
  type Calls,
  type CallsCore,
} from './calls.module.js';
export type { CallsDeps } from './calls-deps.js';
export {
  BALANCE_GOODBYES,
  callReference,
  minuteKey,
  type StartCallInput,
} from './calls.service.js';
export { callsExportOf } from './calls-export.js';
export type { Utterance } from './calls-service-port.js';
