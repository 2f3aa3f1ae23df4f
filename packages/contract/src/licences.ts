/**
 * Licences an uploader can choose for the source of uploaded figures (issue 16); any other is typed as free text.
 * The codes are what is stored and shown (SPDX identifiers where there is one).
 */
export const knownLicences = [
  'CC-BY-4.0',
  'CC-BY-SA-4.0',
  'CC0-1.0',
  'ODbL-1.0',
  'OGL-UK-3.0',
  'Public domain',
  'All rights reserved',
] as const;

/** Most characters of each field of an upload's source. */
export const uploadSourceLimits = { publisher: 200, title: 300, url: 1000, licence: 200 } as const;
