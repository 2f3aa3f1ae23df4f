/** Moved to components/crud/list-query.ts; this re-export remains for the features not moved yet. */
export * from '../../../components/crud/list-query';
