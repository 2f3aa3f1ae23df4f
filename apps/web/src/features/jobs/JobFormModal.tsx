import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../components/crud/EntityFormModal';
import type { Done } from '../../lib/api-calls';
import { useInvalidatingMutation } from '../../lib/useInvalidatingMutation';
import { useRequiredRule } from '../system/shared/useRequiredRule';
import { addJob, editJob, type JobBody, jobHandlers, jobHandlersKey, jobKeys, type QuartzJob } from './api';
import { CronEditor } from './CronEditor';
import { useHandlerLabel } from './useHandlerLabel';

/** Add or edit a job: a handler registered on the server, a cron expression (with its next runs), parameter. */
export function JobFormModal({
  editing,
  onClose,
  onSaved,
}: {
  /** undefined: closed; null: a new job. */
  editing: QuartzJob | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('jobs');
  const { t: ts } = useTranslation('system');
  const label = useHandlerLabel();
  const handlers = useQuery({ queryKey: jobHandlersKey, queryFn: jobHandlers, enabled: editing !== undefined });
  const save = useInvalidatingMutation(
    (body: JobBody): Promise<Done<unknown>> => (editing ? editJob(editing.id, body) : addJob(body)),
    [jobKeys.all],
  );
  const required = useRequiredRule();
  const initial: Partial<JobBody> = editing
    ? {
        jobClassName: editing.jobClassName,
        cronExpression: editing.cronExpression,
        parameter: editing.parameter,
        description: editing.description,
        status: editing.status,
        runIfMissed: editing.runIfMissed,
      }
    : { status: 0, runIfMissed: false };

  return (
    <EntityFormModal<JobBody>
      title={editing ? t('edit') : t('add')}
      open={editing !== undefined}
      width={680}
      initialValues={initial}
      save={(body) => save.mutateAsync(body)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="jobClassName"
        label={t('handler')}
        rules={[{ required: true, message: ts('common.requiredChoice', { field: t('handler') }) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={handlers.isLoading}
          options={(handlers.data ?? []).map((h) => ({ value: h.name, label: `${label(h.name)} (${h.name})` }))}
        />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={t('cronExpression')}
        tooltip={t('cronHelp')}
        rules={[required(t('cronExpression'))]}
      >
        <CronEditor />
      </Form.Item>
      <Form.Item name="parameter" label={t('parameter')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="description" label={t('description')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <Radio.Group
          options={[
            { value: 0, label: t('running') },
            { value: -1, label: t('paused') },
          ]}
        />
      </Form.Item>
      <Form.Item name="runIfMissed" label={t('runIfMissed')} tooltip={t('runIfMissedHelp')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}
