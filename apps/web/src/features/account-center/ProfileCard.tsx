import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { AccountProfile } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Descriptions, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import styles from './account.module.css';
import { PROFILE_KEY, saveNickname, uploadAvatar } from './api';

const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** My avatar (upload), nickname (edit in place), username and mailbox. */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('accountCenter');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ message: string; result: AccountProfile }>) => {
    try {
      const done = await call();
      queryClient.setQueryData(PROFILE_KEY, done.result);
      message.success(done.message);
    } catch (error) {
      const fields = isApiError(error)
        ? (error.result as { errors?: { message: string }[] } | null)?.errors
        : undefined;
      message.error(fields?.[0]?.message ?? (error instanceof Error ? error.message : String(error)));
    }
  };

  const upload = async (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      message.error(t('avatarTooLarge'));
      return;
    }
    setBusy(true);
    await run(() => uploadAvatar(file));
    setBusy(false);
  };

  return (
    <Card>
      <div className={styles.profile}>
        <Avatar size={96} src={profile.avatar ?? undefined} icon={<UserOutlined />} alt={t('avatar')} />
        <Upload
          accept={AVATAR_TYPES}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid="avatar-upload">
            {t('changeAvatar')}
          </Button>
        </Upload>
        <Typography.Title
          level={4}
          style={{ margin: 0 }}
          data-testid="nickname"
          editable={{
            text: profile.realname,
            maxLength: 50,
            tooltip: t('editNickname'),
            triggerType: ['icon'],
            onChange: (value) => {
              const next = value.trim();
              if (next && next !== profile.realname) void run(() => saveNickname(next));
            },
          }}
        >
          {profile.realname || profile.username}
        </Typography.Title>
        <Descriptions column={1} size="small" className={styles.facts}>
          <Descriptions.Item label={t('username')}>{profile.username}</Descriptions.Item>
          <Descriptions.Item label={t('mailbox')}>{profile.email ?? t('noMailbox')}</Descriptions.Item>
          <Descriptions.Item label={t('since')}>{new Date(profile.createTime).toLocaleDateString()}</Descriptions.Item>
        </Descriptions>
      </div>
    </Card>
  );
}
