// The public surface of this folder: other modules and engines import only from here.
export { registerAccountConfiguration } from './account-configuration.module.js';
export { familiesCallingFrom, phoneSlotsOf, type CallingFamily } from './phone-line-lookup.js';
