import type { ReactNode } from 'react';
import { ComingSoon } from './ComingSoon';

/** A client or login-area page: its heading, then its content (the "coming" empty state by default). */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-frame__title">
        {title}
      </h1>
      <div className="page-frame__body">{children ?? <ComingSoon />}</div>
    </section>
  );
}
