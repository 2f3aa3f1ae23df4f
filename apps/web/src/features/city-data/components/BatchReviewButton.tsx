import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchSelectionInput } from '../review-preview';
import type { BatchReviewTarget } from './BatchReviewModal';

interface Props {
  /** What the list's rows or filters select for a batch review; null: too wide (the button says to narrow it). */
  selection: BatchSelectionInput | null;
  /** Rows are ticked (else the filters make the selection). */
  chosen: boolean;
  onOpen: (target: BatchReviewTarget) => void;
}

/** "Batch review" of the Examine and Publish screens: opens BatchReviewModal on the list's selection. */
export function BatchReviewButton({ selection, chosen, onOpen }: Props) {
  const { t } = useTranslation('cityData');
  return (
    <Button
      type="primary"
      disabled={selection === null}
      title={selection === null ? t('batch.narrow') : undefined}
      onClick={() => selection && onOpen({ title: t(chosen ? 'batch.titleChosen' : 'batch.titleFilters'), selection })}
      data-testid="batch-review-open"
    >
      {t('batch.open')}
    </Button>
  );
}
