import type { ReactNode } from 'react';
import styles from './user-forms.module.css';

/** The white card of a login-area screen: its heading, an optional introduction, then the form. */
export function UserCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
