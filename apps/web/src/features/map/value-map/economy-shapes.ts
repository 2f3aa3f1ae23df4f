/**
 * ISO 3166-1 alpha-3 codes (the economies' `code`) to the numeric codes the `world-atlas` country shapes carry
 * as their `id`. The APEC economies, and a few neighbours an administrator may add.
 */
const numericByAlpha3: Record<string, string> = {
  AUS: '036',
  BRN: '096',
  CAN: '124',
  CHL: '152',
  CHN: '156',
  HKG: '344',
  IDN: '360',
  JPN: '392',
  KOR: '410',
  MYS: '458',
  MEX: '484',
  NZL: '554',
  PNG: '598',
  PER: '604',
  PHL: '608',
  RUS: '643',
  SGP: '702',
  TWN: '158',
  THA: '764',
  USA: '840',
  VNM: '704',
  MAC: '446',
  IND: '356',
  KHM: '116',
  LAO: '418',
  MMR: '104',
  MNG: '496',
  PRK: '408',
  COL: '170',
  ECU: '218',
};

/** The world-atlas shape id of an economy code, if known. */
export function shapeIdOf(code: string): string | undefined {
  return numericByAlpha3[code.trim().toUpperCase()];
}
