/** What tests and benchmarks outside the module drive orders with: placing one, and one tick of the job. */
export { placeOrder } from './store.js';
export { checkOrders } from './tick.js';
