import type { SysPosition } from '@csp/contract/core';
import { crudEndpoints } from '../../../components/crud/crud-endpoints';
import { resourceKeys } from '../../../lib/query-keys';

/** Positions (JeecgBoot `/sys/position`): the list, add, edit and delete, with their query keys. */
export const positionKeys = resourceKeys('system', 'positions');
export const positionEndpoints = crudEndpoints<SysPosition, PositionBody>('/sys/position', positionKeys);
export type PositionBody = Pick<SysPosition, 'code' | 'name' | 'nameEn'>;
