// The public surface of this folder: other modules and engines import only from here.
export {
  type Caller,
  identifyCaller,
  type IpHasher,
  ipHasherFor,
  rateLimitKeyOf,
} from './caller.js';
export { registerEvents } from './events.module.js';
