// Stylised vehicle pictures drawn from the spec alone, so every listed derivative has images in any paint
// colour without an image library. Pure: the same spec and options always give the same markup, which is
// self-contained (no scripts, no external references) and safe to inline or serve as image/svg+xml.
import type { VehicleSpec } from '@lease/domain';
import type { Palette } from './svg-kit';
import { escapeXml, paletteFor, safeColour } from './svg-kit';
import { renderFront, renderRear } from './vehicle-ends';
import { renderInterior } from './vehicle-interior';
import { GROUND, renderSide } from './vehicle-side';

export type VehicleView = 'front' | 'side' | 'rear' | 'interior';

export interface RenderOptions {
  /** `#rrggbb`; defaults to the vehicle's first paint option. */
  paintColour?: string;
  view: VehicleView;
}

const WIDTH = 640;
const HEIGHT = 360;
const NEUTRAL_PAINT = '#9aa3ad';

const VIEW_WORDS: Readonly<Record<VehicleView, string>> = {
  front: 'front view',
  side: 'side view',
  rear: 'rear view',
  interior: 'interior view',
};

function background(id: string, view: VehicleView): string {
  const sky = `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f0f7"/><stop offset="1" stop-color="#f7f9fb"/></linearGradient>`;
  const floor = `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d4dae0"/><stop offset="1" stop-color="#bcc4cc"/></linearGradient>`;
  const defs = `<defs>${sky}${floor}</defs>`;
  const base = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-sky)"/>`;
  if (view === 'interior') return `${defs}${base}<rect y="150" width="${WIDTH}" height="60" fill="#cfd9c8"/>`;
  const shadowWidth = view === 'side' ? 270 : 190;
  return `${defs}${base}<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="url(#${id}-floor)"/><ellipse cx="320" cy="${GROUND + 2}" rx="${shadowWidth}" ry="9" fill="#7d8690" opacity="0.35"/>`;
}

function drawing(spec: VehicleSpec, view: VehicleView, palette: Palette): string {
  switch (view) {
    case 'front':
      return renderFront(spec, palette);
    case 'rear':
      return renderRear(spec, palette);
    case 'interior':
      return renderInterior(spec, palette);
    default:
      return renderSide(spec, palette);
  }
}

export function renderVehicleSvg(spec: VehicleSpec, options: RenderOptions): string {
  const view: VehicleView = VIEW_WORDS[options.view] ? options.view : 'side';
  const paint = safeColour(options.paintColour, safeColour(spec.paintOptions[0]?.colour, NEUTRAL_PAINT));
  const id = `vehicle-${spec.vehicleId}-${view}`;
  const title = escapeXml(`${spec.manufacturer.name} ${spec.model} ${spec.derivative}, ${VIEW_WORDS[view]}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${title}</title>`,
    background(id, view),
    `<g class="vehicle" data-body-style="${escapeXml(spec.bodyStyle.name)}">${drawing(spec, view, paletteFor(paint))}</g>`,
    '</svg>',
  ].join('');
}
