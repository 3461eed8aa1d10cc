// The public surface of this folder: other modules and engines import only from here.
export { registerIdentity } from './identity.module.js';
export { findAccounts, getAccount, setAdmin } from './identity.service.js';
export { type ConfirmIdentity } from './reauthentication.js';
export { SYSTEM_ROLE } from './auth.js';
