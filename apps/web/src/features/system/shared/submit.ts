/** Moved to components/crud/submit.ts; this re-export remains for the features not moved yet. */
export * from '../../../components/crud/submit';
