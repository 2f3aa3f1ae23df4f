import { createHash } from 'node:crypto';
import { dataUseLicence } from '@csp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../lib/file-storage.js';
import type { Db } from '../client.js';
import { cities, cityFiles, countries, files, seedMarks } from '../schema/index.js';
import { type DemoSeries, loadDemoSeries } from './demo-files.js';
import { buildPdf } from './demo-pdf.js';

/** Demo cities (SimpleMaps keys of data/cities.json) that get documents: Sydney (the first city), Tianjin, Beijing. */
const documentCities = ['1036074917', '1156174046', '1156228865'];
const markName = 'demo-documents-v1';

type CityRow = typeof cities.$inferSelect & { economyEn: string };

/**
 * The sources of a city document: the licence of each series as the series itself names it (and so every chart
 * and download of it), one line per licence; then the city facts' own source.
 */
export function sourceLines(series: readonly Pick<DemoSeries, 'level' | 'number' | 'nameEn' | 'licence'>[]): string[] {
  const byLicence = new Map<string, string[]>();
  for (const s of series) {
    if (s.level !== 2 || !s.licence) continue;
    byLicence.set(s.licence, [...(byLicence.get(s.licence) ?? []), `${s.nameEn} (S${s.number})`]);
  }
  return [
    ...[...byLicence].map(([licence, names]) => `${names.join(', ')}: licence ${licence}.`),
    'City names, coordinates and populations: SimpleMaps World Cities Basic (simplemaps.com/data/world-cities), licence CC BY 4.0.',
  ];
}

function profile(city: CityRow): { fileName: string; bytes: Buffer } {
  const coordinates = `${Math.abs(city.latitude).toFixed(4)}${city.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(city.longitude).toFixed(4)}${city.longitude >= 0 ? 'E' : 'W'}`;
  const title = `${city.nameEn} city profile`;
  return {
    fileName: `${title}.pdf`,
    bytes: buildPdf(title, [
      { text: title, size: 20, bold: true },
      { text: `APEC City Statistics - economy: ${city.economyEn}`, size: 12, gap: 6 },
      { text: 'Location', bold: true, size: 13, gap: 18 },
      { text: `Coordinates: ${coordinates}${city.adminName ? `; administrative area: ${city.adminName}` : ''}.` },
      {
        text: city.population
          ? `Population: about ${(city.population / 1_000_000).toFixed(2)} million (SimpleMaps World Cities).`
          : 'Population: not published in the source.',
      },
      { text: 'Introduction', bold: true, size: 13, gap: 18 },
      { text: city.describeEn },
      { text: 'About the figures', bold: true, size: 13, gap: 18 },
      {
        text: `Indicators of the demo dataset are published per economy. When the data query shows them for ${city.nameEn}, they are marked as economy-level figures of ${city.economyEn}.`,
      },
      { text: 'Sources', bold: true, size: 13, gap: 18 },
      ...sourceLines(loadDemoSeries()).map((text) => ({ text: `- ${text}`, gap: 2 })),
    ]),
  };
}

function dataNotes(city: CityRow): { fileName: string; bytes: Buffer } {
  const title = `${city.nameEn} data notes`;
  return {
    fileName: `${title}.pdf`,
    bytes: buildPdf(title, [
      { text: title, size: 20, bold: true },
      { text: 'How the figures shown for this city are made', size: 12, gap: 6 },
      { text: 'Review and publication', bold: true, size: 13, gap: 18 },
      {
        text: 'Every value is uploaded by a data manager, examined by a reviewer (pass or reject with a reason) and published. Only published values reach the public data query, charts and downloads.',
      },
      { text: 'Statistical types', bold: true, size: 13, gap: 18 },
      {
        text: 'Some series have computed statistical types: year-on-year change is (v(y) - v(y-1)) / v(y-1) x 100; constant-price GDP is nominal GDP x deflator(base year) / deflator(year).',
      },
      { text: 'Licence', bold: true, size: 13, gap: 18 },
      {
        text: dataUseLicence.en,
      },
    ]),
  };
}

/**
 * Puts a few generated PDF documents on demo cities (SPEC §2 data query "downloadable city documents"), once per
 * database (seed mark), only when those demo cities exist. Bytes go through the file storage like any upload.
 */
export async function seedDemoDocuments(db: Db, storage: FileStorage): Promise<number> {
  if ((await db.select().from(seedMarks).where(eq(seedMarks.name, markName))).length) return 0;
  const rows = await db
    .select({ city: cities, economyEn: countries.nameEn })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(cities.sourceKey, documentCities));
  if (rows.length === 0) return 0;
  const docs = rows
    .map((r) => ({ ...r.city, economyEn: r.economyEn }))
    .sort((a, b) => documentCities.indexOf(a.sourceKey ?? '') - documentCities.indexOf(b.sourceKey ?? ''))
    .flatMap((city, i) => (i === 0 ? [profile(city), dataNotes(city)] : [profile(city)]).map((d) => ({ city, ...d })));
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(seedMarks).values({ name: markName }).onConflictDoNothing().returning();
    if (!mark) return 0; // another instance did it
    let added = 0;
    for (const doc of docs) {
      const slug = doc.fileName
        .replace(/\.pdf$/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      const storageKey = `city-document/demo-${doc.city.id}-${slug}.pdf`;
      const taken = await tx
        .select({ id: cityFiles.id })
        .from(cityFiles)
        .where(and(eq(cityFiles.cityId, doc.city.id), eq(cityFiles.fileName, doc.fileName)));
      if (taken.length) continue;
      await storage.put(storageKey, doc.bytes);
      const [file] = await tx
        .insert(files)
        .values({
          storageKey,
          originalName: doc.fileName,
          mimeType: 'application/pdf',
          size: doc.bytes.length,
          sha256: createHash('sha256').update(doc.bytes).digest('hex'),
          purpose: 'city-document',
        })
        .onConflictDoNothing()
        .returning({ id: files.id });
      if (!file) continue;
      await tx.insert(cityFiles).values({ cityId: doc.city.id, fileId: file.id, fileName: doc.fileName });
      added += 1;
    }
    return added;
  });
}
