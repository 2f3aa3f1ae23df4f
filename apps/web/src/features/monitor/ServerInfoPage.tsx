import type { ChartDataFigures, ServerInfo } from '@csp/contract/core';
import { Alert, Card, Col, Descriptions, Progress, Row, Skeleton, Statistic } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/Screen';
import { useServerInfo } from './api';
import { formatBytes, formatUptime, percentOf } from './format';
import { RefreshControl } from './RefreshControl';

function Figures({ info }: { info: ServerInfo }) {
  const { t } = useTranslation('platformLogs');
  const na = t('monitor.notAvailable');
  const usedSystem = info.memory.systemTotal - info.memory.systemFree;
  const card = (title: string, children: ReactNode) => (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {children}
    </Card>
  );
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('monitor.uptime')} value={formatUptime(info.uptime.processSeconds)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('monitor.rss')} value={formatBytes(info.memory.rss)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('monitor.processCpu')} value={info.cpu.processPercent} suffix="%" precision={1} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={`${t('monitor.eventLoop')} · ${t('monitor.p99')}`} value={ms(info.eventLoop.p99Ms)} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        {card(
          t('monitor.process'),
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('monitor.node')}>{info.node.version}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.platform')}>
              {info.node.platform} / {info.node.arch}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.pid')}>{info.node.pid}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.uptime')}>
              {formatUptime(info.uptime.processSeconds)}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.systemUptime')}>
              {formatUptime(info.uptime.systemSeconds)}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.traced')}>
              {info.requests.traced} / {info.requests.capacity}
            </Descriptions.Item>
          </Descriptions>,
        )}
      </Col>
      <Col xs={24} lg={12}>
        {card(
          t('monitor.memory'),
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('monitor.rss')}>{formatBytes(info.memory.rss)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.heap')}>
              {formatBytes(info.memory.heapUsed)} / {formatBytes(info.memory.heapTotal)}
              <Progress percent={percentOf(info.memory.heapUsed, info.memory.heapTotal)} size="small" />
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.external')}>{formatBytes(info.memory.external)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.systemMemory')}>
              {formatBytes(usedSystem)} / {formatBytes(info.memory.systemTotal)}
              <Progress percent={percentOf(usedSystem, info.memory.systemTotal)} size="small" />
            </Descriptions.Item>
          </Descriptions>,
        )}
      </Col>
      <Col xs={24} lg={12}>
        {card(
          t('monitor.cpu'),
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('monitor.cores')}>{info.cpu.cores}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.model')}>{info.cpu.model || na}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.load')}>{info.cpu.loadAverage.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.processCpu')}>
              {info.cpu.processPercent.toFixed(1)} %
            </Descriptions.Item>
          </Descriptions>,
        )}
      </Col>
      <Col xs={24} lg={12}>
        {card(
          `${t('monitor.eventLoop')} (${t('monitor.eventLoopWindow', { seconds: info.eventLoop.windowSeconds })})`,
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('monitor.p50')}>{ms(info.eventLoop.p50Ms)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.p99')}>{ms(info.eventLoop.p99Ms)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.mean')}>{ms(info.eventLoop.meanMs)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.max')}>{ms(info.eventLoop.maxMs)}</Descriptions.Item>
          </Descriptions>,
        )}
      </Col>
      {info.chartData ? (
        <Col xs={24}>
          <ChartDataCard figures={info.chartData} />
        </Col>
      ) : null}
      <Col xs={24}>
        {card(
          t('monitor.database'),
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} bordered>
            <Descriptions.Item label={t('monitor.engine')}>
              {info.database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.version')}>{info.database.version ?? na}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.size')}>
              {info.database.sizeBytes === null ? na : formatBytes(info.database.sizeBytes)}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.connections')}>{info.database.connections ?? na}</Descriptions.Item>
          </Descriptions>,
        )}
      </Col>
    </Row>
  );
}

const warmUpLabels = {
  off: 'monitor.warmUpOff',
  idle: 'monitor.warmUpIdle',
  scheduled: 'monitor.warmUpScheduled',
  running: 'monitor.warmUpRunning',
} as const;

/** The published values this instance holds for the public charts, its reading ahead and its reply cache. */
function ChartDataCard({ figures }: { figures: ChartDataFigures }) {
  const { t } = useTranslation('platformLogs');
  return (
    <Card size="small" title={t('monitor.chartData')} extra={t('monitor.chartDataHint')}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label={t('monitor.publicationVersion')}>
          {figures.publicationVersion < 0 ? t('monitor.noneRead') : figures.publicationVersion}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.typesHeld')}>{figures.typesHeld}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.warmUp')}>{t(warmUpLabels[figures.warmUp])}</Descriptions.Item>
        <Descriptions.Item label={t('monitor.heldMemory')}>
          {formatBytes(figures.heldBytes)} / {formatBytes(figures.limitBytes)}
          <Progress percent={percentOf(figures.heldBytes, figures.limitBytes)} size="small" />
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.replies')}>{figures.replies.entries}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Server information: process, memory, CPU, event loop and database figures, refreshed automatically. */
export default function ServerInfoPage() {
  const { t } = useTranslation('platformLogs');
  const [auto, setAuto] = useState(true);
  const [seconds, setSeconds] = useState(5);
  const info = useServerInfo(auto ? seconds * 1000 : 0);
  return (
    <Screen fallbackTitle={t('monitor.serverTitle')}>
      <RefreshControl
        seconds={seconds}
        onSeconds={setSeconds}
        enabled={auto}
        onEnabled={setAuto}
        onRefresh={() => void info.refetch()}
        updatedAt={info.dataUpdatedAt || undefined}
        loading={info.isFetching}
      />
      {info.isError ? (
        <Alert type="error" showIcon message={t('monitor.loadFailed', { message: info.error.message })} />
      ) : null}
      {info.data ? <Figures info={info.data} /> : info.isPending ? <Skeleton active /> : null}
    </Screen>
  );
}
