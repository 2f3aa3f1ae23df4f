import type { InitialDataInput, Language } from '@csp/contract';
import type { Actor } from '../../db/area-scope.js';
import { conflict } from '../../errors.js';
import type { DataRepository } from '../data/data.repository.js';
import type { DimensionsRepository } from '../dimensions/dimensions.repository.js';
import type { UploadRepository } from '../uploads/upload.repository.js';
import type { UploadInput } from '../uploads/upload.service.js';
import type { UploadSettings } from '../uploads/upload-settings.js';
import { initialDataWorkbook } from './initial-data.export.js';
import { importInitialData } from './initial-data.import.js';
import type { InitialDataRepository } from './initial-data.repository.js';
import { initialInputs } from './initial-inputs.js';

const pick = (lang: Language, zh: string, en: string) => (lang === 'zh' ? zh || en : en || zh);

/**
 * Initial data of statistical types (SPEC §7 exportInitialData, importInitialData): the stored values a type is
 * computed from (see `initialInputs`), exported as the upload layout and imported back under the upload rules.
 */
export function initialDataService(deps: {
  dimensions: Pick<DimensionsRepository, 'all' | 'allSeries'>;
  data: Pick<DataRepository, 'exportBatch'>;
  uploads: UploadRepository;
  /** Batch size and lease of the import (recorded as an upload). */
  uploadSettings: UploadSettings;
  counts: InitialDataRepository;
}) {
  async function resolve(dimensionId: number) {
    const { target, inputs } = await initialInputs(deps.dimensions, dimensionId);
    return { target, inputs };
  }
  return {
    async inputs(dimensionId: number, actor: Actor, lang: Language): Promise<InitialDataInput[]> {
      const { inputs } = await resolve(dimensionId);
      const counts = await deps.counts.valueCounts(
        inputs.map((i) => i.dimensionId),
        actor.scope,
      );
      return inputs.map((i) => ({
        dimensionId: String(i.dimensionId),
        seriesId: String(i.seriesId),
        seriesNumber: i.seriesNumber,
        seriesName: pick(lang, i.seriesNameZh, i.seriesNameEn),
        code: i.code,
        name: pick(lang, i.nameZh, i.nameEn),
        values: counts.get(i.dimensionId) ?? 0,
      }));
    },
    async exportFile(dimensionId: number, actor: Actor) {
      const { target, inputs } = await resolve(dimensionId);
      if (inputs.length === 0) throw conflict('initialDataNone');
      return {
        name: `initial-data-${target.seriesNumber}-${target.code}.xlsx`,
        stream: initialDataWorkbook(deps.data, target, inputs, actor),
      };
    },
    async import(dimensionId: number, file: UploadInput, actor: Actor) {
      const { target, inputs } = await resolve(dimensionId);
      if (inputs.length === 0) throw conflict('initialDataNone');
      const result = await importInitialData(deps.uploads, deps.uploadSettings, file, actor, {
        seriesId: target.seriesId,
        inputs: new Set(inputs.map((i) => i.dimensionId)),
        note: `initial data of ${target.seriesNumber}/${target.code}`,
      });
      return { dimensionId: String(dimensionId), ...result };
    },
  };
}
export type InitialDataService = ReturnType<typeof initialDataService>;
