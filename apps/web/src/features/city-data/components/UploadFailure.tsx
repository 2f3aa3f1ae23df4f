import type { UploadErrorReport } from '@csp/contract/core';
import { Alert, Table, type TableColumnsType } from 'antd';
import type { CSSProperties } from 'react';
import { UploadReport } from './UploadReport';

/**
 * Why a file was refused: the server's grouped report when it sent one; else its headline and, when it named rows,
 * the table of their problems (ten a page beyond ten), under `fixRows`.
 */
export function UploadFailure<Line extends { key: string }>({
  failure,
  testId,
  fixRows,
  columns,
  className,
  tableClassName,
  tableStyle,
}: {
  failure: { message: string; lines: Line[]; report: UploadErrorReport | null };
  testId: string;
  fixRows: string;
  columns: TableColumnsType<Line>;
  className?: string;
  tableClassName?: string;
  tableStyle?: CSSProperties;
}) {
  if (failure.report) return <UploadReport message={failure.message} report={failure.report} testId={testId} />;
  const { lines } = failure;
  return (
    <div className={className} data-testid={testId}>
      <Alert type="error" showIcon message={failure.message} description={lines.length > 0 ? fixRows : undefined} />
      {lines.length > 0 ? (
        <Table<Line>
          size="small"
          rowKey="key"
          className={tableClassName}
          style={tableStyle}
          pagination={lines.length > 10 ? { pageSize: 10 } : false}
          dataSource={lines}
          columns={columns}
        />
      ) : null}
    </div>
  );
}
