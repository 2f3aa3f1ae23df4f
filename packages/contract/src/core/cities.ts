/** What a city's figures cover. */
export const cityKinds = [
  'city_proper',
  'urban_agglomeration',
  'metropolitan_area',
  'administrative_area',
  'other',
] as const;
