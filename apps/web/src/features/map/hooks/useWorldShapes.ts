import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import { loadWorldShapes } from '../world-shapes';

/**
 * The offline country shapes, once they have loaded (null until then, and for good if they cannot be read: the map
 * is drawn without them); `shape` reworks them for the map that shows them.
 */
export function useWorldShapes(shape?: (data: FeatureCollection) => FeatureCollection): FeatureCollection | null {
  const [shapes, setShapes] = useState<FeatureCollection | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; `shape` is a module-level function
  useEffect(() => {
    let live = true;
    loadWorldShapes()
      .then((data) => live && setShapes(shape ? shape(data) : data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return shapes;
}
