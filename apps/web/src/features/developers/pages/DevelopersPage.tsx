import { useState } from 'react';
import { apiBase } from '../../../lib/env';
import { seriesLeaves, useSeriesTree } from '../../client-series/api';
import { useLanguage } from '../../client-url/use-language';
import { curlExample, type ExampleContext, pythonExample, rExample } from '../examples';
import { developerTexts } from '../texts';
import styles from './developers.module.css';

/** The API's absolute address as a program outside the browser needs it. */
function absoluteApi(): string {
  const base = apiBase();
  if (/^https?:\/\//.test(base)) return base;
  return `${window.location.origin}${base}`;
}

function CodeBlock({ title, code, copy, copied }: { title: string; code: string; copy: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <section className={styles.example} aria-label={title}>
      <div className={styles.exampleHead}>
        <h3>{title}</h3>
        <button
          type="button"
          className={styles.copy}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => setDone(true));
          }}
        >
          {done ? copied : copy}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must take keyboard focus to scroll (WCAG 2.1.1) */}
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </section>
  );
}

/**
 * /client/developers (issue 19): the public endpoints with their stable URLs, the formats (JSON, CSV, XLSX,
 * JSON-stat 2.0), caching, the licence, and examples in curl, Python (pandas) and R, in both languages. Linked
 * from the site's footer; its words come with the page (texts.ts).
 */
export default function DevelopersPage() {
  const lang = useLanguage();
  const text = developerTexts[lang];
  const tree = useSeriesTree(lang);
  const first = seriesLeaves(tree.data ?? [])?.[0];
  const context: ExampleContext = { api: absoluteApi(), seriesId: first?.id ?? '1', lang };
  const rows: [string, string][] = [
    ['/reception/series/citySerSeries/list', text.endpoints.series],
    ['/reception/city/cityCouCountry/list', text.endpoints.economies],
    ['/reception/city/cityCouCity/all', text.endpoints.cities],
    ['/reception/search?q=&limit=', text.endpoints.search],
    ['/reception/data/chart', text.endpoints.chart],
    ['/reception/data/yearToYear', text.endpoints.yoy],
    ['/reception/data/table', text.endpoints.table],
    ['/reception/data/map', text.endpoints.map],
    ['/reception/data/series.{csv,xlsx,jsonstat}', text.endpoints.series_full],
  ];
  const docs = `${apiBase()}/docs`;
  return (
    <div className={styles.page}>
      <div className={styles.card} data-testid="developers-page">
        <h1 className={styles.title}>{text.title}</h1>
        <p>{text.intro}</p>
        <p>{text.licence}</p>
        <p>{text.caching}</p>
        <h2>{text.endpointsTitle}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1) */}
        <section className={styles.tableScroll} tabIndex={0} aria-label={text.endpointsTitle}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.method}</th>
                <th scope="col">{text.path}</th>
                <th scope="col">{text.what}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([path, what]) => (
                <tr key={path} data-testid="developers-endpoint">
                  <td>GET</td>
                  <td>
                    <code>
                      {apiBase()}
                      {path}
                    </code>
                  </td>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <h2>{text.formatsTitle}</h2>
        <p>{text.formats}</p>
        <h2>{text.examplesTitle}</h2>
        <CodeBlock title={text.curl} code={curlExample(context)} copy={text.copy} copied={text.copied} />
        <CodeBlock title={text.python} code={pythonExample(context)} copy={text.copy} copied={text.copied} />
        <CodeBlock title={text.r} code={rExample(context)} copy={text.copy} copied={text.copied} />
        <p>
          {text.reference} <a href={docs}>{docs}</a>
        </p>
      </div>
    </div>
  );
}
