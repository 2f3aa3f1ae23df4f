import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checkItemTypes } from '@csp/contract/core';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequiredRule } from '../../system/shared/useRequiredRule';

/**
 * The ordered checks of a check rule: a type, its pattern or length bounds, and the message in both languages.
 * Server field errors (`rules.0.pattern`) land on the matching inputs.
 */
export function CheckItemsField() {
  const { t } = useTranslation('rules');
  const { t: ts } = useTranslation('system');
  const required = useRequiredRule();
  const typeOptions = checkItemTypes.map((value) => ({ value, label: t(`check.types.${value}`) }));
  return (
    <Form.List name="rules">
      {(fields, { add, remove, move }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={`${index + 1}.`}
              extra={
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('check.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('check.moveDown')}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('check.removeItem')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              }
            >
              <Form.Item
                name={[field.name, 'type']}
                label={t('check.type')}
                rules={[{ required: true, message: ts('common.requiredChoice', { field: t('check.type') }) }]}
              >
                <Select options={typeOptions} />
              </Form.Item>
              <Form.Item noStyle dependencies={[['rules', field.name, 'type']]}>
                {({ getFieldValue }) => {
                  const type = getFieldValue(['rules', field.name, 'type']);
                  if (type === 'regex') {
                    return (
                      <Form.Item
                        name={[field.name, 'pattern']}
                        label={t('check.pattern')}
                        tooltip={t('check.patternHelp')}
                        rules={[required(t('check.pattern'))]}
                      >
                        <Input maxLength={200} placeholder="^[A-Z]{2}\d+$" />
                      </Form.Item>
                    );
                  }
                  if (type === 'length') {
                    return (
                      <Space>
                        <Form.Item name={[field.name, 'min']} label={t('check.min')}>
                          <InputNumber min={0} max={500} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'max']} label={t('check.max')}>
                          <InputNumber min={1} max={500} />
                        </Form.Item>
                      </Space>
                    );
                  }
                  return null;
                }}
              </Form.Item>
              <Form.Item
                name={[field.name, 'message']}
                label={t('check.message')}
                rules={[required(t('check.message'))]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'messageEn']}
                label={t('check.messageEn')}
                rules={[required(t('check.messageEn'))]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({ type: 'regex' })}
            disabled={fields.length >= 20}
          >
            {t('check.addItem')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}
