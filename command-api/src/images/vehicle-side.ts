// Side profiles, nose to the left, on a 640 x 360 canvas whose ground line is y = 300. Cars are drawn from a
// handful of proportions per body style; vans from a cab plus the body behind it.
import type { VehicleSpec } from '@lease/domain';
import type { Palette } from './svg-kit';
import { n, panel, points } from './svg-kit';

export const GROUND = 300;

type Point = readonly [number, number];

interface CarProportions {
  nose: number;
  tail: number;
  sill: number;
  bonnet: number;
  belt: number;
  roof: number;
  screen: number;
  roofFront: number;
  roofRear: number;
  tailX: number;
  tailY: number;
  /** A boot deck behind the rear screen (saloons, coupes). */
  deck: boolean;
  wheelR: number;
  wheels: readonly [number, number];
}

const HATCHBACK: CarProportions = { nose: 72, tail: 566, sill: 280, bonnet: 222, belt: 200, roof: 142, screen: 222, roofFront: 292, roofRear: 468, tailX: 548, tailY: 172, deck: false, wheelR: 34, wheels: [168, 474] };

const CAR: Readonly<Record<string, CarProportions>> = {
  Hatchback: HATCHBACK,
  Saloon: { nose: 56, tail: 588, sill: 280, bonnet: 224, belt: 202, roof: 146, screen: 226, roofFront: 300, roofRear: 436, tailX: 506, tailY: 198, deck: true, wheelR: 34, wheels: [158, 478] },
  Estate: { nose: 56, tail: 588, sill: 280, bonnet: 224, belt: 200, roof: 144, screen: 226, roofFront: 298, roofRear: 540, tailX: 572, tailY: 160, deck: false, wheelR: 34, wheels: [158, 486] },
  SUV: { nose: 62, tail: 580, sill: 266, bonnet: 204, belt: 184, roof: 118, screen: 220, roofFront: 290, roofRear: 522, tailX: 566, tailY: 146, deck: false, wheelR: 40, wheels: [164, 480] },
  Coupe: { nose: 54, tail: 590, sill: 282, bonnet: 232, belt: 208, roof: 158, screen: 238, roofFront: 318, roofRear: 420, tailX: 540, tailY: 196, deck: true, wheelR: 35, wheels: [160, 480] },
  Convertible: { nose: 60, tail: 584, sill: 282, bonnet: 230, belt: 206, roof: 168, screen: 236, roofFront: 296, roofRear: 296, tailX: 560, tailY: 200, deck: true, wheelR: 34, wheels: [160, 474] },
  MPV: { nose: 66, tail: 580, sill: 272, bonnet: 214, belt: 192, roof: 112, screen: 180, roofFront: 250, roofRear: 548, tailX: 570, tailY: 126, deck: false, wheelR: 36, wheels: [160, 482] },
};

function wheel(x: number, r: number, palette: Palette): string {
  const y = GROUND - r;
  return `<g class="wheel"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r + 4)}" fill="#15161a"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.tyre}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.62)}" fill="${palette.rim}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.18)}" fill="#7c838b"/></g>`;
}

const polygon = (pairs: readonly Point[], fill: string, extra = '') => `<polygon points="${points(pairs)}" fill="${fill}"${extra}/>`;

function carSide(spec: VehicleSpec, palette: Palette): string {
  const p = CAR[spec.bodyStyle.name] ?? HATCHBACK;
  const open = spec.bodyStyle.name === 'Convertible';
  const rearEnd: Point[] = p.deck
    ? [[p.tailX, p.belt - 2], [p.tail - 8, p.belt - 4], [p.tail, p.belt + 10], [p.tail, p.sill - 6]]
    : [[p.tailX, p.tailY], [p.tail, p.tailY + 16], [p.tail, p.sill - 6]];
  const cabin: Point[] = open ? [[p.screen, p.belt]] : [[p.screen, p.belt + 2], [p.roofFront, p.roof], [p.roofRear, p.roof]];
  const body: Point[] = [[p.nose + 4, p.sill], [p.nose, p.bonnet + 22], [p.nose + 18, p.bonnet], ...cabin, ...rearEnd, [p.tail - 6, p.sill]];
  const parts = [panel(body, palette)];
  parts.push(`<path d="M${n(p.nose + 10)},${n(p.bonnet + 30)} L${n(p.tail - 10)},${n(p.belt + 24)}" stroke="${palette.light}" stroke-width="3" opacity="0.6"/>`);
  if (open) {
    parts.push(polygon([[p.screen + 4, p.belt], [p.screen + 44, p.roof], [p.screen + 54, p.roof], [p.screen + 18, p.belt]], palette.glass, ` stroke="${palette.trim}" stroke-width="3" stroke-linejoin="round"`));
    parts.push(`<ellipse cx="${n(p.tailX - 90)}" cy="${n(p.belt - 4)}" rx="46" ry="9" fill="${palette.trim}"/>`);
  } else {
    const glassRear = p.deck ? p.tailX - 24 : p.tailX - 34;
    const glass: Point[] = [[p.screen + 12, p.belt - 3], [p.roofFront + 6, p.roof + 7], [p.roofRear - 4, p.roof + 7], [glassRear, p.belt - 3]];
    parts.push(polygon(glass, palette.glass, ` stroke="${palette.glass}" stroke-width="4" stroke-linejoin="round"`));
    const pillars = spec.doors >= 4 ? [(p.roofFront + p.roofRear) / 2 - 6] : [];
    if (spec.bodyStyle.name === 'Estate' || spec.bodyStyle.name === 'SUV' || spec.bodyStyle.name === 'MPV') pillars.push(p.roofRear - 40);
    for (const x of pillars) parts.push(`<rect x="${n(x)}" y="${n(p.roof + 4)}" width="9" height="${n(p.belt - p.roof)}" fill="${palette.paint}"/>`);
    const doorTop = p.belt - 2;
    const doorEdges = spec.doors >= 4 ? [p.screen + 8, pillars[0] ?? p.roofFront, p.wheels[1] - p.wheelR - 8] : [p.screen + 8, p.roofRear - 10];
    for (const x of doorEdges) parts.push(`<path d="M${n(x)},${n(doorTop)} L${n(x)},${n(p.sill - 10)}" stroke="${palette.dark}" stroke-width="2"/>`);
  }
  parts.push(polygon([[p.nose + 2, p.bonnet + 14], [p.nose + 34, p.bonnet + 4], [p.nose + 36, p.bonnet + 14], [p.nose + 4, p.bonnet + 24]], '#f4f1e6'));
  parts.push(`<rect x="${n(p.tail - 12)}" y="${n((p.deck ? p.belt : p.tailY) + 14)}" width="10" height="18" rx="3" fill="#c0262d"/>`);
  parts.push(`<rect x="${n(p.screen + 4)}" y="${n(p.belt - 10)}" width="16" height="9" rx="3" fill="${palette.dark}"/>`);
  parts.push(wheel(p.wheels[0], p.wheelR, palette), wheel(p.wheels[1], p.wheelR, palette));
  return parts.join('');
}

const ROOF_Y: Readonly<Record<string, number>> = { Low: 112, Medium: 94, High: 76 };

function cab(palette: Palette, roof: number, back: number): string {
  const body: Point[] = [[52, 268], [50, 218], [66, 198], [122, 188], [176, roof], [back, roof], [back, 268]];
  const glass: Point[] = [[132, 184], [180, roof + 10], [Math.min(back - 14, 246), roof + 10], [Math.min(back - 14, 246), 184]];
  return (
    panel(body, palette) +
    polygon(glass, palette.glass) +
    polygon([[54, 214], [84, 206], [86, 216], [56, 224]], '#f4f1e6') +
    `<rect x="196" y="198" width="16" height="8" rx="3" fill="${palette.dark}"/>`
  );
}

function vanSide(spec: VehicleSpec, palette: Palette): string {
  const style = spec.bodyStyle.name;
  const roof = ROOF_Y[spec.van?.roofHeight ?? 'Medium'] ?? 94;
  const aluminium = '#d5dade';
  const parts: string[] = [];
  const wheels: [number, number, number] = [130, 480, 36];
  if (style === 'Pick-up') {
    parts.push(cab(palette, 122, 372));
    parts.push(polygon([[250, 132], [362, 132], [362, 184], [250, 184]], palette.glass));
    parts.push(`<rect x="298" y="132" width="8" height="52" fill="${palette.paint}"/>`);
    parts.push(panel([[376, 196], [590, 196], [590, 262], [376, 262]], palette));
    parts.push(`<path d="M380,204 L584,204" stroke="${palette.dark}" stroke-width="2"/>`);
    wheels[2] = 40;
  } else if (style === 'Dropside' || style === 'Tipper' || style === 'Luton') {
    parts.push(cab(palette, 106, 262));
    parts.push(`<rect x="262" y="250" width="336" height="14" fill="#2b2e33"/>`);
    if (style === 'Luton') {
      parts.push(polygon([[214, 66], [598, 66], [598, 250], [268, 250], [268, 104], [214, 104]], '#f1f2f0', ' stroke="#b9bec4" stroke-width="3" stroke-linejoin="round"'));
      parts.push(`<path d="M300,80 L300,240 M400,80 L400,240 M500,80 L500,240" stroke="#dcdfe2" stroke-width="2"/>`);
    } else {
      // A tipper is shown part-raised, pivoting on its rear hinge.
      const tilt = style === 'Tipper' ? ' transform="rotate(7 596 250)"' : '';
      parts.push(`<g${tilt}>${polygon([[270, 210], [598, 210], [598, 250], [270, 250]], aluminium, ' stroke="#9aa1a8" stroke-width="3"')}<path d="M352,210 L352,250 M434,210 L434,250 M516,210 L516,250" stroke="#9aa1a8" stroke-width="2"/></g>`);
      if (style === 'Tipper') parts.push(`<path d="M318,252 L330,214" stroke="#4a4f55" stroke-width="8" stroke-linecap="round"/>`);
    }
    wheels[1] = 492;
  } else {
    const back = 588;
    parts.push(cab(palette, roof, back));
    parts.push(`<path d="M262,${n(roof + 8)} L262,262 M372,${n(roof + 8)} L372,262" stroke="${palette.dark}" stroke-width="2"/>`);
    const rows = style === 'Minibus' ? [262, 338, 414, 490] : style === 'Crew Van' ? [262] : [];
    for (const x of rows) parts.push(`<rect x="${n(x + 6)}" y="${n(roof + 14)}" width="64" height="${n(172 - roof)}" rx="4" fill="${palette.glass}"/>`);
    parts.push(`<rect x="${n(back - 8)}" y="${n(roof + 40)}" width="8" height="20" fill="#c0262d"/>`);
  }
  parts.push(wheel(wheels[0], wheels[2], palette), wheel(wheels[1], wheels[2], palette));
  return parts.join('');
}

export function renderSide(spec: VehicleSpec, palette: Palette): string {
  return spec.vehicleType === 2 ? vanSide(spec, palette) : carSide(spec, palette);
}
