// The public surface of this folder: other modules and engines import only from here.
export { type Payments, registerPayments } from './payments.module.js';
export { createStripeClient } from './stripe-client.js';
