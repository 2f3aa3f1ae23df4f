import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { serverFieldErrors } from '../../../lib/form-errors';
import { type CheckRule, checkByCode } from '../api';

type TestResult = { passed: true; text: string } | { passed: false; text: string };

/** Tests a value against a rule through `/sys/checkRule/checkByCode`, showing the server's answer. */
export function RuleTester({ rule, onClose }: { rule: CheckRule | null; onClose: () => void }) {
  const { t } = useTranslation('rules');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<TestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!rule) return;
    setBusy(true);
    try {
      await checkByCode(rule.ruleCode, value);
      setResult({ passed: true, text: t('check.passed') });
    } catch (error) {
      const text = serverFieldErrors(error)[0]?.message ?? (error instanceof Error ? error.message : String(error));
      setResult({ passed: false, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={rule ? t('check.testTitle', { name: rule.ruleName }) : ''}
      open={rule !== null}
      onCancel={onClose}
      afterClose={() => {
        setValue('');
        setResult(null);
      }}
      footer={null}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('check.testValue')}
          placeholder={t('check.testValue')}
          value={value}
          maxLength={500}
          onChange={(e) => {
            setValue(e.target.value);
            setResult(null);
          }}
          onPressEnter={() => void run()}
        />
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {t('check.testRun')}
        </Button>
      </Space.Compact>
      {result ? <OutcomeAlert ok={result.passed} text={result.text} data-testid="check-result" /> : null}
    </Modal>
  );
}
