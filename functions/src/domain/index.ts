export * from './foods.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './orders.js';
export * from './schemas.js';
export * from './types.js';
