import { limits } from '../enums.js';

/** The default first year of a city chart (SPEC §9). */
export const chartDefaultStartYear = limits.chartStartYear;
