export * from './content.js';
export * from './data.js';
export * from './files.js';
export * from './geo.js';
export * from './series.js';
export * from './system.js';
