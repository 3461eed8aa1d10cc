// The public surface of this folder: other modules and engines import only from here.
export { MAX_CREDIT_GRANT } from './credits.service.js';
export {
  createPlans,
  PICTURE_CONTENT_KIND,
  type Plans,
  plansDepsOf,
  registerPlans,
} from './plans.module.js';
export { bagCapacityOf } from './bag-capacity.js';
export { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
