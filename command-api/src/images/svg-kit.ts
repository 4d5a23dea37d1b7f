// Small helpers for hand-built SVG: escaping, number formatting and paint shades.

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/** Coordinates to one decimal place keep the markup short without visible rounding. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const points = (pairs: readonly (readonly [number, number])[]) => pairs.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour, or the fallback when the value is anything else (it ends up inside an attribute). */
export function safeColour(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value.toLowerCase() : fallback;
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(colour: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.min(1, Math.abs(amount));
  const channel = (offset: number) => {
    const value = parseInt(colour.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Perceived brightness 0..1, to pick contrasting trim on very light or very dark paint. */
export function luminance(colour: string): number {
  const channel = (offset: number) => parseInt(colour.slice(offset, offset + 2), 16) / 255;
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export interface Palette {
  paint: string;
  /** Edge line, so that white and silver paints still read against the pale background. */
  outline: string;
  dark: string;
  light: string;
  glass: string;
  trim: string;
  tyre: string;
  rim: string;
}

export function paletteFor(paint: string): Palette {
  return {
    paint,
    outline: shade(paint, luminance(paint) > 0.55 ? -0.45 : -0.25),
    dark: shade(paint, -0.35),
    light: shade(paint, 0.35),
    glass: '#2b3a4a',
    trim: luminance(paint) < 0.15 ? '#3a3d42' : '#1f2226',
    tyre: '#1b1c1f',
    rim: '#c9ced4',
  };
}

/** A painted panel with softened corners and a thin edge line: an outlined underlay, then the paint on top. */
export function panel(pairs: readonly (readonly [number, number])[], palette: Palette, fill = palette.paint): string {
  const shape = points(pairs);
  return `<polygon points="${shape}" fill="${palette.outline}" stroke="${palette.outline}" stroke-width="10" stroke-linejoin="round"/><polygon points="${shape}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>`;
}
