import type { ReactNode } from 'react';
import { ComingSoon } from './ComingSoon';

/** A back-office screen: its heading, then its content (the "coming" empty state by default). */
export function AdminPageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="admin-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="admin-frame__title">
        {title}
      </h1>
      <div className="admin-frame__body">{children ?? <ComingSoon />}</div>
    </section>
  );
}
