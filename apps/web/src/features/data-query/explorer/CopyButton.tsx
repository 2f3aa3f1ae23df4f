import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../client-ui/Button';
import { explorerNamespace } from './explorer-texts';

/** Copies a text to the clipboard and says so on the button (or that it could not). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation(explorerNamespace);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span>
      <Button size="small" onClick={() => void copy()} data-testid={testId}>
        {state === 'copied' ? t('sources.copied') : label}
      </Button>
      <span role="status" aria-live="polite">
        {state === 'failed' ? ` ${t('sources.copyFailed')}` : ''}
      </span>
    </span>
  );
}
