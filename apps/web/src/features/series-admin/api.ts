import type {
  ApiEnvelope,
  Dimension,
  DimensionRowView,
  InitialDataInput,
  PageResult,
  Series,
  SeriesPush,
  SeriesRootNode,
  SeriesTreeNode,
} from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { saveFile } from '../../lib/save-file';
import { localizeServerMessage } from '../../lib/server-messages';
import type { Done } from '../system/shared/api';

/** Keys of the cached look-ups of these screens (lists themselves are ProTable requests). */
export const seriesAdminKeys = {
  tree: ['seriesAdmin', 'tree'] as const,
  computeTypes: ['seriesAdmin', 'computeTypes'] as const,
  formulaSeries: ['seriesAdmin', 'formulaSeries'] as const,
  seriesTypes: ['seriesAdmin', 'seriesTypes'] as const,
  typesOf: (seriesId: string) => ['seriesAdmin', 'typesOf', seriesId] as const,
  inputs: (dimensionId: string) => ['seriesAdmin', 'inputs', dimensionId] as const,
  pushes: (seriesId: string) => ['seriesAdmin', 'pushes', seriesId] as const,
};

export interface ComputeTypeOption {
  value: Dimension['computeType'];
  nameEn: string;
  nameZh: string;
  needsFormula: boolean;
  parameters: string[];
}
export interface FormulaSeries {
  id: string;
  number: string;
  reference: string;
  name: string;
  nameEn: string;
  unitEn: string;
  stored: boolean;
}
export interface SeriesTypeOption {
  value: string;
  nameEn: string;
  nameZh: string;
}
export interface ImportResult {
  rows?: number;
  created: number;
  updated: number;
  /** Rows equal to the stored value, left as they are (imports that count them). */
  unchanged?: number;
}

export type { Dimension, DimensionRowView, InitialDataInput, PageResult, Series, SeriesPush, SeriesRootNode };

/** The whole series tree (pickers: parent group, series of a type, deflator series). */
export function useSeriesTree() {
  return useQuery({
    queryKey: seriesAdminKeys.tree,
    queryFn: () => http.get<SeriesTreeNode[]>('/series/citySerSeries/list'),
    staleTime: 30_000,
  });
}

export function useComputeTypes() {
  return useQuery({
    queryKey: seriesAdminKeys.computeTypes,
    queryFn: () => http.get<ComputeTypeOption[]>('/dimension/getComputeType'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Series a formula may name (S<number>). */
export function useFormulaSeries() {
  return useQuery({
    queryKey: seriesAdminKeys.formulaSeries,
    queryFn: () => http.get<FormulaSeries[]>('/dimension/getSeriesList'),
    staleTime: 30_000,
  });
}

export function useSeriesTypes() {
  return useQuery({
    queryKey: seriesAdminKeys.seriesTypes,
    queryFn: () => http.get<SeriesTypeOption[]>('/series/citySerSeries/type/list'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The statistical types of one series (the yoy source picker). */
export function useTypesOf(seriesId: string | undefined) {
  return useQuery({
    queryKey: seriesAdminKeys.typesOf(seriesId ?? ''),
    queryFn: () => http.get<Dimension[]>('/dimension/getTypeList', { params: { seriesId } }),
    enabled: Boolean(seriesId),
  });
}

export function useInitialInputs(dimensionId: string | undefined) {
  return useQuery({
    queryKey: seriesAdminKeys.inputs(dimensionId ?? ''),
    queryFn: () => http.get<InitialDataInput[]>('/dimension/initialData/inputs', { params: { dimensionId } }),
    enabled: Boolean(dimensionId),
  });
}

export function useSeriesPushes(seriesId: string | undefined) {
  return useQuery({
    queryKey: seriesAdminKeys.pushes(seriesId ?? ''),
    queryFn: () => http.get<SeriesPush[]>('/series/citySerSeries/push/list', { params: { seriesId } }),
    enabled: Boolean(seriesId),
  });
}

/** Sends one file (multipart, field `file`); failures are thrown for the screen's report. */
export async function sendFile<T>(path: string, file: File, params: QueryParams = {}): Promise<Done<T>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = (await http.requestEnvelope<T>(path, { method: 'POST', body, params, silent: true })) as ApiEnvelope<T>;
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

/** Downloads a file of the server (template or export) under a name of ours. */
export async function download(path: string, params: QueryParams, fileName: string): Promise<void> {
  const blob = await http.blob(path, { params, silent: true });
  saveFile(blob, fileName);
}
