import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { limits } from '@csp/contract/core';
import { Button, Empty, Form, type FormInstance, Input, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DraftRotation, formatBytes, type HomeDraft, hasSuggestedShape } from '../home-draft';
import styles from './home-admin.module.css';
import type { HomeFiles } from './useHomeFiles';

const accept = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

/** The carousel: 1 to 5 images in display order, each with its English and Chinese title. */
export function CarouselField({
  form,
  files,
  editable,
}: {
  form: FormInstance<HomeDraft>;
  files: HomeFiles;
  editable: boolean;
}) {
  const { t } = useTranslation('homeAdmin');
  const rotations: DraftRotation[] = Form.useWatch('rotations', form) ?? [];

  return (
    <Form.List
      name="rotations"
      rules={[
        {
          validator: async (_, list?: unknown[]) => {
            if (!list || list.length < limits.carouselMin) throw new Error(t('carousel.empty'));
            if (list.length > limits.carouselMax) throw new Error(t('upload.tooMany'));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <div className={styles.rotations}>
          {fields.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('carousel.empty')} />
          ) : null}
          {fields.map((field, index) => {
            const rotation = rotations[field.name];
            const label = t('carousel.position', { index: index + 1 });
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of the fields of one image
              <div key={field.key} className={styles.rotation} role="group" aria-label={label} data-testid="rotation">
                <Form.Item name={[field.name, 'fileId']} noStyle={false} style={{ marginBottom: 0 }}>
                  <RotationImage rotation={rotation} url={rotation ? files.urlOf(rotation) : ''} />
                </Form.Item>
                <div className={styles.titles}>
                  <Form.Item
                    name={[field.name, 'nameEn']}
                    label={t('carousel.nameEn')}
                    rules={[{ required: true, whitespace: true, message: t('carousel.nameEnRequired') }]}
                  >
                    <Input maxLength={100} disabled={!editable} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'nameZh']}
                    label={t('carousel.nameZh')}
                    rules={[{ required: true, whitespace: true, message: t('carousel.nameZhRequired') }]}
                  >
                    <Input maxLength={100} disabled={!editable} />
                  </Form.Item>
                </div>
                {editable ? (
                  <div className={styles.rowActions}>
                    <Tooltip title={t('carousel.moveUp')}>
                      <Button
                        icon={<ArrowUpOutlined />}
                        aria-label={`${t('carousel.moveUp')}: ${label}`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('carousel.moveDown')}>
                      <Button
                        icon={<ArrowDownOutlined />}
                        aria-label={`${t('carousel.moveDown')}: ${label}`}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('carousel.remove')}>
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('carousel.removeImage', { name: rotation?.fileName ?? label })}
                        onClick={() => remove(field.name)}
                      />
                    </Tooltip>
                  </div>
                ) : null}
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          {editable ? (
            <div>
              <Upload
                accept={accept}
                showUploadList={false}
                multiple={false}
                disabled={fields.length >= limits.carouselMax}
                beforeUpload={(file) => {
                  void files.upload('carousel', file, form.getFieldsValue(true) as HomeDraft).then((saved) => {
                    if (saved) add({ ...saved, nameEn: '', nameZh: '' });
                  });
                  return false;
                }}
              >
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= limits.carouselMax}
                  data-testid="carousel-add"
                >
                  {t('carousel.add')}
                </Button>
              </Upload>
              <span className={styles.fileMeta} style={{ marginLeft: 12 }}>
                {t('carousel.count', { count: fields.length })}
              </span>
            </div>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}

/** The image of one carousel entry with its name, size and the suggested-shape warning. */
function RotationImage({ rotation, url }: { rotation?: DraftRotation; url: string; value?: string }) {
  const { t } = useTranslation('homeAdmin');
  if (!rotation) return null;
  const shaped = rotation.width && rotation.height ? hasSuggestedShape(rotation.width, rotation.height) : true;
  return (
    <div>
      <img className={styles.thumb} src={url} alt={rotation.nameEn || rotation.fileName} />
      <div className={styles.fileMeta}>
        {rotation.fileName} · {formatBytes(rotation.size)}
        {rotation.width && rotation.height
          ? ` · ${t('carousel.pixels', { width: rotation.width, height: rotation.height })}`
          : ''}
      </div>
      {shaped ? null : (
        <div className={styles.fileMeta} role="note">
          <WarningOutlined aria-hidden /> {t('carousel.shapeWarning')}
        </div>
      )}
    </div>
  );
}
