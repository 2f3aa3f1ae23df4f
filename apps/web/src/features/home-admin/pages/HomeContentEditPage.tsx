import { EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { permissions as p } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../../components/crud/submit';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { Screen } from '../../../components/Screen';
import { useAccess } from '../../auth/access/useAccess';
import { homeKeys } from '../../home/api';
import { homeAdminKeys, saveHomeContent, useHomeAdminContent } from '../api';
import { CarouselField } from '../components/CarouselField';
import { HomePreview } from '../components/HomePreview';
import styles from '../components/home-admin.module.css';
import { MediaField } from '../components/MediaField';
import { useHomeFiles } from '../components/useHomeFiles';
import { type HomeDraft, hasChanges, toDraft, toPreview, toSaveBody } from '../home-draft';

/** Server field names that are named differently in the form. */
const rename = { videoFileId: 'video', mapFileId: 'members' };

/**
 * Homepage content (SPEC §2, §5): carousel, project introduction in both languages, video and members image,
 * checked as the server checks them, previewed with the public home page's own components, then saved at once.
 */
export default function HomeContentEditPage() {
  const { t, i18n } = useTranslation('homeAdmin');
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const editable = can(p.homeContentEdit);
  const content = useHomeAdminContent();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HomeDraft>();
  const files = useHomeFiles();
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState<HomeDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => (content.data ? toDraft(content.data) : null), [content.data]);

  useEffect(() => {
    if (saved) {
      form.resetFields();
      form.setFieldsValue(saved);
      setDirty(false);
    }
  }, [saved, form]);

  const openPreview = async () => {
    try {
      await form.validateFields();
      setPreviewing(form.getFieldsValue(true) as HomeDraft);
    } catch {
      message.warning(t('actions.fixErrors'));
    }
  };

  const save = async () => {
    if (!previewing) return;
    setSaving(true);
    const ok = await submitForm(form, () => saveHomeContent(toSaveBody(previewing)), message, rename);
    setSaving(false);
    setPreviewing(null);
    if (ok) {
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: homeKeys.content });
      await queryClient.invalidateQueries({ queryKey: homeAdminKeys.content });
    }
  };

  const reset = () =>
    modal.confirm({
      title: t('actions.resetConfirm'),
      onOk: () => {
        form.resetFields();
        if (saved) form.setFieldsValue(saved);
        setDirty(false);
      },
    });

  let body: React.ReactNode;
  if (content.isPending) body = <LoadingBlock />;
  else if (content.isError || !saved) body = <ErrorBlock message={t('loadFailed')} onRetry={() => content.refetch()} />;
  else
    body = (
      <Form<HomeDraft>
        form={form}
        layout="vertical"
        initialValues={saved}
        onValuesChange={() => setDirty(hasChanges(form.getFieldsValue(true) as HomeDraft, saved))}
        disabled={!editable}
        scrollToFirstError
      >
        <div className={styles.sections}>
          {editable ? null : <Alert type="info" showIcon message={t('readOnly')} />}
          <Card title={t('carousel.title')}>
            <p className={styles.hint}>{t('carousel.hint')}</p>
            <CarouselField form={form} files={files} editable={editable} />
          </Card>
          <Card title={t('intro.title')}>
            <p className={styles.hint}>{t('intro.hint')}</p>
            <Tabs
              items={[
                {
                  key: 'en',
                  label: t('intro.en'),
                  forceRender: true,
                  children: (
                    <Form.Item name="contentEn" label={t('intro.labelEn')}>
                      <RichTextEditor aria-label={t('intro.labelEn')} disabled={!editable} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'zh',
                  label: t('intro.zh'),
                  forceRender: true,
                  children: (
                    <Form.Item name="contentZh" label={t('intro.labelZh')}>
                      <RichTextEditor aria-label={t('intro.labelZh')} disabled={!editable} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </Card>
          <Card title={t('video.title')}>
            <p className={styles.hint}>{t('video.hint')}</p>
            <Form.Item name="video" noStyle={false} style={{ marginBottom: 0 }}>
              <MediaField kind="video" form={form} files={files} editable={editable} />
            </Form.Item>
          </Card>
          <Card title={t('members.title')}>
            <p className={styles.hint}>{t('members.hint')}</p>
            <Form.Item name="members" style={{ marginBottom: 0 }}>
              <MediaField kind="members" form={form} files={files} editable={editable} />
            </Form.Item>
          </Card>
          <div className={styles.footer}>
            <span className={styles.footerNote} aria-live="polite">
              {dirty
                ? t('actions.unsaved')
                : content.data?.updatedAt
                  ? t('lastSaved', {
                      time: new Date(content.data.updatedAt).toLocaleString(i18n.resolvedLanguage ?? 'en'),
                    })
                  : null}
            </span>
            {editable ? (
              <Button icon={<UndoOutlined />} onClick={reset} disabled={!dirty}>
                {t('actions.reset')}
              </Button>
            ) : null}
            <Button
              type="primary"
              icon={<EyeOutlined />}
              onClick={() => void openPreview()}
              disabled={false}
              data-testid="home-preview-open"
            >
              {editable ? t('actions.preview') : t('actions.previewOnly')}
            </Button>
          </div>
        </div>
      </Form>
    );

  return (
    <Screen fallbackTitle={t('title')}>
      {body}
      {previewing ? (
        <HomePreview
          open
          view={toPreview(previewing, files.urlOf)}
          saving={saving}
          canSave={editable}
          onSave={() => void save()}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </Screen>
  );
}
