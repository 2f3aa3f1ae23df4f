import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillExample } from '../fill-example';

/** The example under the pattern field: what the pattern gives now, with sequence number 1. */
export function PatternExample() {
  const { t } = useTranslation('rules');
  const pattern = Form.useWatch<string | undefined>('pattern');
  const example = pattern ? fillExample(pattern, new Date()) : undefined;
  return example ? (
    <Typography.Text type="secondary" data-testid="fill-example">
      {t('fill.example', { value: example })}
    </Typography.Text>
  ) : null;
}
