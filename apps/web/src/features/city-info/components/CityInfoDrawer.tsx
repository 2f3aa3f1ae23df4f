import type { CityInfoRow } from '@csp/contract/core';
import { Card, Descriptions, Drawer } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { bilingual, useLang } from '../../system/shared/use-lang';
import { useCityDescribe } from '../api';
import { formatCoordinates } from '../document-rules';
import { CityDescribeForm } from './CityDescribeForm';
import { CityDocuments } from './CityDocuments';
import styles from './city-info.module.css';

const CityLocationMap = lazy(() => import('./CityLocationMap'));

interface Props {
  city: CityInfoRow | null;
  editable: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** One city: where it is (map), its introduction in both languages, its year range and its documents. */
export function CityInfoDrawer({ city, editable, onClose, onChanged }: Props) {
  const { t } = useTranslation('cityInfo');
  const lang = useLang();
  const describe = useCityDescribe(city?.id);
  const name = city ? bilingual(city.name, city.nameEn, lang) : '';
  const economy = city ? bilingual(city.countryName, city.countryNameEn, lang) : '';

  return (
    <Drawer
      open={Boolean(city)}
      onClose={onClose}
      width={960}
      title={city ? t('detail.title', { name, economy }) : ''}
      destroyOnHidden
    >
      {city ? (
        <div className={styles.drawerBody}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className={styles.facts}>
            <Descriptions.Item label={t('columns.nameEn')}>{city.nameEn}</Descriptions.Item>
            <Descriptions.Item label={t('columns.nameZh')}>{city.name}</Descriptions.Item>
            <Descriptions.Item label={t('columns.economy')}>{economy}</Descriptions.Item>
            <Descriptions.Item label={t('columns.coordinates')}>
              {formatCoordinates(city.latitude, city.longitude)}
            </Descriptions.Item>
          </Descriptions>
          <div className={styles.mapFrame} data-testid="city-map">
            <Suspense fallback={<LoadingBlock minHeight={280} />}>
              <CityLocationMap latitude={city.latitude} longitude={city.longitude} label={name} />
            </Suspense>
          </div>
          {describe.isPending ? (
            <LoadingBlock />
          ) : describe.isError ? (
            <ErrorBlock message={t('detail.loadFailed')} onRetry={() => describe.refetch()} />
          ) : (
            <>
              <Card size="small" title={t('describe.title')}>
                <CityDescribeForm
                  city={city}
                  describeEn={describe.data.describeEn}
                  describeZh={describe.data.describeZh}
                  editable={editable}
                  onSaved={() => {
                    void describe.refetch();
                    onChanged();
                  }}
                />
              </Card>
              <Card size="small" title={t('documents.title')}>
                <CityDocuments
                  cityId={city.id}
                  files={describe.data.files}
                  editable={editable}
                  onChanged={() => {
                    void describe.refetch();
                    onChanged();
                  }}
                />
              </Card>
            </>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
