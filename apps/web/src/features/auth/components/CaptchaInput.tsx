import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../useCaptcha';
import styles from './captcha-input.module.css';

interface Props {
  captcha: Captcha;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean;
}

/** The verification-code input with its image beside it; clicking the image shows another one. */
export function CaptchaInput({ captcha, id, value, onChange, ...rest }: Props) {
  const { t } = useTranslation('user');
  return (
    <div className={styles.row}>
      <Input
        id={id}
        size="large"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyCertificateOutlined aria-hidden />}
        placeholder={t('fields.captcha')}
        maxLength={8}
        autoComplete="off"
        aria-invalid={rest['aria-invalid']}
        className={styles.input}
      />
      <button
        type="button"
        className={styles.image}
        onClick={captcha.refresh}
        title={t('captcha.refresh')}
        aria-label={t('captcha.refresh')}
        data-testid="captcha-image"
        data-captcha-key={captcha.key}
      >
        {captcha.image && !captcha.loading ? (
          <img src={captcha.image} alt={t('captcha.image')} width={105} height={35} />
        ) : captcha.failed ? (
          <span className={styles.failed}>
            <ReloadOutlined aria-hidden /> {t('captcha.failed')}
          </span>
        ) : (
          <Spin size="small" />
        )}
      </button>
    </div>
  );
}
