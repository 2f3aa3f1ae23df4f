import { dataUseLicence } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { sourceLines } from '../src/db/seed/demo-documents.js';
import { loadDemoSeries } from '../src/db/seed/demo-files.js';
import { dataUseLicence as downloadLicence } from '../src/modules/stats/chart-files.js';

/** The city documents name the same licences as the charts and downloads of the same figures. */
describe('licences named by the demo city documents', () => {
  const series = loadDemoSeries();
  const lines = sourceLines(series);

  it('names each series under the licence the series itself carries (the one its charts show)', () => {
    for (const s of series.filter((x) => x.level === 2 && x.licence)) {
      const line = lines.find((l) => l.includes(`${s.nameEn} (S${s.number})`));
      expect(line, s.nameEn).toBeDefined();
      expect(line?.endsWith(`: licence ${s.licence}.`), `${s.nameEn}: ${line}`).toBe(true);
    }
    // World Bank GDP came through datahub.io under PDDL: the documents once called it CC BY 4.0.
    const gdp = lines.find((l) => l.includes('GDP (current US$) (S1100)'));
    expect(gdp).toMatch(/licence PDDL\.$/);
  });

  it('uses the one data-use licence text of the charts and downloads', () => {
    expect(downloadLicence).toBe(dataUseLicence);
    expect(dataUseLicence.en).toMatch(/^Data-use licence \(draft of 3 September 2020\)/);
  });
});
