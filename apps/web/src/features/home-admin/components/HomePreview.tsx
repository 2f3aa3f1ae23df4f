import { Alert, Button, Modal, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type Language, resolveLanguage } from '../../../lib/language';
import { HomeCarousel } from '../../home/components/HomeCarousel';
import { HomeVideo } from '../../home/components/HomeVideo';
import homeStyles from '../../home/components/home.module.css';
import { MembersImage } from '../../home/components/MembersImage';
import { ProjectIntroduction } from '../../home/components/ProjectIntroduction';
import { type HomeView, introduction } from '../../home/home-content';
import styles from './home-admin.module.css';

interface Props {
  open: boolean;
  view: HomeView;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * The unsaved content rendered by the public home page's own components, in either language (a copy of the
 * app's i18n set to the chosen language, so the back office around it keeps its own).
 */
export function HomePreview({ open, view, saving, canSave, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation('homeAdmin');
  const [lang, setLang] = useState<Language>(() => resolveLanguage(i18n.resolvedLanguage ?? i18n.language));
  const previewI18n = useMemo(() => i18n.cloneInstance({ lng: lang, initAsync: false }), [i18n, lang]);

  return (
    <Modal
      open={open}
      width={1200}
      title={t('preview.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="back" onClick={onClose}>
          {t('actions.back')}
        </Button>,
        canSave ? (
          <Button key="save" type="primary" loading={saving} onClick={onSave} data-testid="preview-save">
            {t('actions.save')}
          </Button>
        ) : null,
      ]}
    >
      <Alert type="info" showIcon message={t('preview.hint')} style={{ marginBottom: 12 }} />
      <Segmented<Language>
        aria-label={t('preview.language')}
        value={lang}
        onChange={setLang}
        options={[
          { value: 'en', label: 'English' },
          { value: 'zh', label: '中文' },
        ]}
        style={{ marginBottom: 12 }}
      />
      <div className={styles.previewBody} data-testid="home-preview" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        <I18nextProvider i18n={previewI18n}>
          <div className={homeStyles.page}>
            <HomeCarousel rotations={view.rotations} />
            <ProjectIntroduction html={introduction(view, lang)} />
            {view.videoUrl ? <HomeVideo src={view.videoUrl} /> : null}
            {view.mapUrl ? <MembersImage src={view.mapUrl} /> : null}
          </div>
        </I18nextProvider>
      </div>
    </Modal>
  );
}
