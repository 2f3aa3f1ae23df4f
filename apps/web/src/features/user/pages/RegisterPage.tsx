import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterForm } from '../components/RegisterForm';
import { UserCard } from '../components/UserCard';

/** /user/register: a new account, then /user/register-result. */
export default function RegisterPage() {
  const { t } = useTranslation(['user', 'routes']);
  const navigate = useNavigate();
  return (
    <UserCard title={t('routes:register')} intro={t('register.intro')}>
      <RegisterForm onRegistered={(account) => navigate('/user/register-result', { state: account })} />
    </UserCard>
  );
}
