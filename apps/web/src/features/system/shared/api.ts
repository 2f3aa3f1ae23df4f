/** Moved to lib/api-calls.ts; this re-export remains for the features not moved yet. */
export * from '../../../lib/api-calls';
