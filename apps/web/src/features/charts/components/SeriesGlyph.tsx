import { createElement } from 'react';
import type { ChartKind } from '../chart-option';
import { glyphShapes } from '../glyph';
import type { SeriesStyle } from '../palette';

/** The key of one series (line, dash and symbol, or a bar colour), decorative beside its name. */
export function SeriesGlyph({ style, kind }: { style: SeriesStyle; kind: ChartKind }) {
  return (
    <svg width={24} height={16} viewBox="0 0 24 16" aria-hidden focusable="false">
      {glyphShapes(style, kind).map(({ tag, attrs }, i) => {
        const props: Record<string, string | number> = { key: i };
        for (const [name, value] of Object.entries(attrs)) {
          props[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
        }
        return createElement(tag, props);
      })}
    </svg>
  );
}
