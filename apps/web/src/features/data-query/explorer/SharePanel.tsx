import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Dialog } from '../../client-ui/Dialog';
import type { QueryState } from '../query-state';
import { CopyButton } from './CopyButton';
import styles from './explorer.module.css';
import { explorerNamespace } from './explorer-texts';
import { embedUrl, iframeCode } from './share';

interface Props {
  open: boolean;
  onClose: () => void;
  state: QueryState;
  lang: Language;
  /** The chart's title (the iframe's title); empty when no chart is shown. */
  title: string;
}

/**
 * Share and embed (issue 19): the link of the view shown (the URL holds every view) and the embed route's iframe
 * code for its chart, each with a copy button. Loaded on demand.
 */
export default function SharePanel({ open, onClose, state, lang, title }: Props) {
  const { t } = useTranslation(explorerNamespace);
  const link = window.location.href;
  const embed = embedUrl(window.location.origin, state, lang);
  const code = iframeCode(embed, title || t('share.embed'));
  const canEmbed = Boolean(state.city && state.series && state.from !== undefined && state.to !== undefined);
  return (
    <Dialog open={open} onClose={onClose} title={t('share.title')} width={640} testId="share-dialog">
      <div className={styles.panel}>
        <label className={styles.subheading} htmlFor="share-link">
          {t('share.link')}
        </label>
        <input id="share-link" className={styles.code} readOnly value={link} data-testid="share-link" />
        <span>
          <CopyButton text={link} label={t('share.copyLink')} testId="copy-link" />
        </span>
        <label className={styles.subheading} htmlFor="share-embed">
          {t('share.embed')}
        </label>
        {canEmbed ? (
          <>
            <p>{t('share.embedNote')}</p>
            <textarea id="share-embed" className={styles.code} readOnly value={code} data-testid="embed-code" />
            <span className={styles.actions}>
              <CopyButton text={code} label={t('share.copyCode')} testId="copy-embed" />
              <a href={embed} target="_blank" rel="noopener noreferrer" data-testid="embed-preview">
                {t('share.preview')}
              </a>
            </span>
          </>
        ) : (
          <p id="share-embed">{t('share.embedChartOnly')}</p>
        )}
      </div>
    </Dialog>
  );
}
