export * from './enums.js';
export * from './envelope.js';
export * from './messages.js';
export * from './permissions.js';
export * from './reception.js';
