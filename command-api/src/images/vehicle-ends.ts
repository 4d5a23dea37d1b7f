// Front and rear views, centred on x = 320: the body's width, height and glass area follow the body style, so
// an SUV stands taller than a hatchback and a high-roof van taller still.
import type { VehicleSpec } from '@lease/domain';
import { GROUND } from './vehicle-side';
import type { Palette } from './svg-kit';
import { n, panel, points } from './svg-kit';

const CX = 320;

interface EndShape {
  halfWidth: number;
  roofHalf: number;
  roof: number;
  belt: number;
  sill: number;
}

const HATCHBACK: EndShape = { halfWidth: 150, roofHalf: 108, roof: 150, belt: 206, sill: 282 };

const SHAPES: Readonly<Record<string, EndShape>> = {
  Hatchback: HATCHBACK,
  Saloon: { halfWidth: 156, roofHalf: 106, roof: 158, belt: 208, sill: 282 },
  Estate: { halfWidth: 156, roofHalf: 110, roof: 152, belt: 206, sill: 282 },
  SUV: { halfWidth: 162, roofHalf: 124, roof: 122, belt: 190, sill: 268 },
  Coupe: { halfWidth: 164, roofHalf: 98, roof: 172, belt: 214, sill: 284 },
  Convertible: { halfWidth: 160, roofHalf: 104, roof: 178, belt: 214, sill: 284 },
  MPV: { halfWidth: 156, roofHalf: 130, roof: 112, belt: 196, sill: 274 },
  'Pick-up': { halfWidth: 166, roofHalf: 134, roof: 116, belt: 192, sill: 262 },
};

const VAN_ROOF: Readonly<Record<string, number>> = { Low: 100, Medium: 82, High: 64 };

function shapeOf(spec: VehicleSpec): EndShape {
  const known = SHAPES[spec.bodyStyle.name];
  if (known) return known;
  if (spec.vehicleType === 1) return HATCHBACK;
  const roof = spec.bodyStyle.name === 'Luton' ? 58 : (VAN_ROOF[spec.van?.roofHeight ?? 'Medium'] ?? 82);
  return { halfWidth: 168, roofHalf: 156, roof, belt: 188, sill: 266 };
}

function lowerBody(shape: EndShape, palette: Palette): string {
  const { halfWidth: w, belt, sill } = shape;
  const tyres = [CX - w + 8, CX + w - 44]
    .map((x) => `<rect x="${n(x)}" y="${n(sill - 14)}" width="36" height="${n(GROUND - sill + 14)}" rx="7" fill="${palette.tyre}"/>`)
    .join('');
  return tyres + panel([[CX - w, sill], [CX - w, belt + 12], [CX - w + 12, belt], [CX + w - 12, belt], [CX + w, belt + 12], [CX + w, sill]], palette);
}

function cabin(shape: EndShape, palette: Palette, glassInset: number, open: boolean): string {
  const { halfWidth: w, roofHalf: r, roof, belt } = shape;
  if (open) {
    return `<polygon points="${points([[CX - w + 30, belt], [CX - r, roof], [CX + r, roof], [CX + w - 30, belt]])}" fill="${palette.glass}" opacity="0.85"/>`;
  }
  const outer = panel([[CX - w + 16, belt + 4], [CX - r, roof], [CX + r, roof], [CX + w - 16, belt + 4]], palette);
  const glass = points([[CX - w + 16 + glassInset, belt - 6], [CX - r + glassInset * 0.6, roof + glassInset], [CX + r - glassInset * 0.6, roof + glassInset], [CX + w - 16 - glassInset, belt - 6]]);
  return `${outer}<polygon points="${glass}" fill="${palette.glass}"/>`;
}

export function renderFront(spec: VehicleSpec, palette: Palette): string {
  const shape = shapeOf(spec);
  const { halfWidth: w, belt, sill } = shape;
  const electric = spec.fuelType.name === 'Electric';
  // The cabin goes down first so the body's shoulder line covers its lower edge.
  const parts = [cabin(shape, palette, 10, spec.bodyStyle.name === 'Convertible'), lowerBody(shape, palette)];
  if (spec.bodyStyle.name === 'Luton') {
    parts.push(`<rect x="${n(CX - w - 6)}" y="${n(shape.roof)}" width="${n(2 * w + 12)}" height="52" rx="6" fill="#f1f2f0" stroke="#b9bec4" stroke-width="3"/>`);
  }
  for (const side of [-1, 1]) {
    parts.push(`<rect x="${n(side < 0 ? CX - w + 18 : CX + w - 78)}" y="${n(belt + 14)}" width="60" height="16" rx="8" fill="#f4f1e6"/>`);
    parts.push(`<rect x="${n(side < 0 ? CX - w - 22 : CX + w + 4)}" y="${n(belt - 26)}" width="18" height="14" rx="4" fill="${palette.dark}"/>`);
  }
  parts.push(
    electric
      ? `<rect x="${n(CX - w * 0.45)}" y="${n(belt + 20)}" width="${n(w * 0.9)}" height="4" rx="2" fill="#f4f1e6"/><rect x="${n(CX - w * 0.3)}" y="${n(sill - 52)}" width="${n(w * 0.6)}" height="12" rx="6" fill="${palette.trim}"/>`
      : `<rect x="${n(CX - w * 0.38)}" y="${n(belt + 12)}" width="${n(w * 0.76)}" height="${n(Math.min(44, sill - belt - 50))}" rx="8" fill="${palette.trim}"/>`,
  );
  parts.push(`<circle cx="${CX}" cy="${n(belt + 22)}" r="7" fill="${palette.rim}"/>`);
  parts.push(`<rect x="${CX - 44}" y="${n(sill - 34)}" width="88" height="18" rx="2" fill="#fbfbf8" stroke="#23262b" stroke-width="1.5"/>`);
  return parts.join('');
}

export function renderRear(spec: VehicleSpec, palette: Palette): string {
  const shape = shapeOf(spec);
  const { halfWidth: w, belt, sill, roof } = shape;
  const style = spec.bodyStyle.name;
  const parts: string[] = [];
  if (spec.vehicleType === 2 && style !== 'Pick-up') {
    parts.push(lowerBody(shape, palette));
    const boxed = style === 'Luton' ? '#f1f2f0' : style === 'Dropside' || style === 'Tipper' ? '#d5dade' : palette.paint;
    const top = style === 'Dropside' || style === 'Tipper' ? belt - 20 : roof;
    parts.push(`<rect x="${n(CX - w)}" y="${n(top)}" width="${n(2 * w)}" height="${n(sill - top - 20)}" rx="8" fill="${boxed}" stroke="${palette.dark}" stroke-width="2"/>`);
    if (style !== 'Dropside' && style !== 'Tipper') {
      parts.push(`<path d="M${CX},${n(top + 6)} L${CX},${n(sill - 24)}" stroke="${palette.dark}" stroke-width="3"/>`);
      const glazed = spec.van?.features.includes(9) ?? false;
      if (glazed) for (const x of [CX - w + 24, CX + 12]) parts.push(`<rect x="${n(x)}" y="${n(top + 18)}" width="${n(w - 36)}" height="54" rx="5" fill="${palette.glass}"/>`);
    }
  } else {
    parts.push(cabin(shape, palette, 18, style === 'Convertible'), lowerBody(shape, palette));
    if (style === 'Pick-up') parts.push(`<rect x="${n(CX - w + 14)}" y="${n(belt + 6)}" width="${n(2 * w - 28)}" height="${n(sill - belt - 34)}" rx="4" fill="${palette.dark}" opacity="0.35"/>`);
  }
  for (const side of [-1, 1]) {
    parts.push(`<rect x="${n(side < 0 ? CX - w + 2 : CX + w - 34)}" y="${n(belt + 10)}" width="32" height="24" rx="5" fill="#c0262d"/>`);
  }
  parts.push(`<rect x="${CX - 44}" y="${n(sill - 40)}" width="88" height="18" rx="2" fill="#f5c400" stroke="#23262b" stroke-width="1.5"/>`);
  if (spec.performance.engineSize !== null) parts.push(`<ellipse cx="${n(CX - w + 60)}" cy="${n(sill + 4)}" rx="10" ry="5" fill="#3b3e44"/>`);
  return parts.join('');
}
