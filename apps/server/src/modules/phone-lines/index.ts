// The public surface of this folder: other modules and engines import only from here.
export { registerPhoneLines } from './phone-lines.module.js';
export { phoneCallsExportOf } from './phone-calls-export.js';
