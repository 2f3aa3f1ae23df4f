/** Moved to `lib/reply.ts`; this path stays for the imports not moved yet. */
export { failure, ok } from './lib/reply.js';
