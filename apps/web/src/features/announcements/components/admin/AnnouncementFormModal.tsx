import type { Announcement } from '@csp/contract/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../../lib/form-errors';
import { type AnnouncementFormValues, EMPTY_ANNOUNCEMENT, toAnnouncementBody, toFormValues } from '../../admin-form';
import { addAnnouncement, editAnnouncement } from '../../api';
import { categoryOptions, priorityOptions } from '../code-options';
import { OpenPageFields } from './OpenPageFields';
import { RecipientFields } from './RecipientFields';
import { RichTextField } from './RichTextField';

const FIELDS = [
  'titile',
  'msgContent',
  'priority',
  'msgCategory',
  'msgType',
  'userIds',
  'roleId',
  'departId',
  'openPage',
];

interface Props {
  /** null: closed; 'new': a new draft; an announcement: edit it. */
  editing: Announcement | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit an announcement (saved as a draft; released from the list). */
export function AnnouncementFormModal({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation('announcements');
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const existing = editing && editing !== 'new' ? editing : null;
  const priority = Form.useWatch('priority', form);

  useEffect(() => {
    if (!editing) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(existing ? toFormValues(existing) : EMPTY_ANNOUNCEMENT);
  }, [editing, existing, form]);

  const save = useMutation({
    mutationFn: (values: AnnouncementFormValues) => {
      const body = toAnnouncementBody(values);
      return existing ? editAnnouncement({ ...body, id: existing.id }) : addAnnouncement(body);
    },
    onSuccess: () => {
      message.success(existing ? t('admin.edited') : t('admin.added'));
      onSaved();
    },
    onError: (error) => setFailure(applyServerErrors(form, error, { known: FIELDS })),
  });

  return (
    <Modal
      open={!!editing}
      title={existing ? t('admin.formEdit') : t('admin.formAdd')}
      width={820}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      forceRender
      maskClosable={false}
    >
      {failure ? <Alert type="error" showIcon message={failure} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form<AnnouncementFormValues>
        form={form}
        name="announcement"
        layout="vertical"
        initialValues={EMPTY_ANNOUNCEMENT}
        onFinish={(values) => {
          setFailure(null);
          save.mutate({ ...EMPTY_ANNOUNCEMENT, ...values });
        }}
        disabled={save.isPending}
        data-testid="announcement-form"
      >
        <Form.Item
          name="titile"
          label={t('fields.titile')}
          rules={[{ required: true, whitespace: true, message: t('admin.required.titile') }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="msgCategory" label={t('fields.msgCategory')}>
              <Radio.Group options={categoryOptions(t)} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item name="priority" label={t('fields.priority')}>
              <Radio.Group options={priorityOptions(t)} optionType="button" />
            </Form.Item>
          </Col>
        </Row>
        {priority === 'H' ? (
          <Alert type="info" showIcon message={t('admin.urgentMailed')} style={{ marginBottom: 16 }} />
        ) : null}
        <RecipientFields />
        <OpenPageFields />
        <Form.Item name="msgContent" label={t('fields.msgContent')}>
          <RichTextField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
