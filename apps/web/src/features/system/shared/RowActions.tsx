/** Moved to components/crud/RowActions.tsx; this re-export remains for the features not moved yet. */
export * from '../../../components/crud/RowActions';
