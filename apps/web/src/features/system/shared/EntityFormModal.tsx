/** Moved to components/crud/EntityFormModal.tsx; this re-export remains for the features not moved yet. */
export * from '../../../components/crud/EntityFormModal';
