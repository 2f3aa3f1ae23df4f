/** Moved to components/crud/useConfirmAction.ts; this re-export remains for the features not moved yet. */
export * from '../../../components/crud/useConfirmAction';
