import { useState } from 'react';
import { BatchReviewButton } from '../components/BatchReviewButton';
import { BatchReviewModal, type BatchReviewTarget } from '../components/BatchReviewModal';
import type { BatchSelectionInput } from '../review-preview';

/**
 * The batch review of a list (Examine, Publish): `button(selection, chosen)` for its toolbar, on the rows ticked or
 * else the filters, and the `modal` it opens; `onChanged` after a review changed the figures.
 */
export function useBatchReview(onChanged: () => void) {
  const [reviewing, setReviewing] = useState<BatchReviewTarget | null>(null);
  return {
    button: (selection: BatchSelectionInput | null, chosen: boolean) => (
      <BatchReviewButton key="batch" selection={selection} chosen={chosen} onOpen={setReviewing} />
    ),
    modal: <BatchReviewModal target={reviewing} onClose={() => setReviewing(null)} onChanged={onChanged} />,
  };
}
