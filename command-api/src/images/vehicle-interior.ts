// The view from the driver's seat of a right-hand-drive car or van: windscreen, dashboard trimmed in the paint
// colour, steering wheel, instruments and the centre screen, with the gear lever or selector the spec implies.
import type { VehicleSpec } from '@lease/domain';
import type { Palette } from './svg-kit';
import { n, points } from './svg-kit';

export function renderInterior(spec: VehicleSpec, palette: Palette): string {
  const van = spec.vehicleType === 2;
  const electric = spec.fuelType.name === 'Electric';
  const automatic = spec.transmissionType.name === 'Automatic';
  const dashTop = van ? 206 : 214;
  const parts: string[] = [];
  // The scene is seen through the windscreen, so the pillars and roof lining frame the background.
  parts.push(`<polygon points="${points([[0, 0], [640, 0], [640, 360], [600, 360], [560, 40], [80, 40], [40, 360], [0, 360]])}" fill="#2a2c31"/>`);
  parts.push(`<polygon points="${points([[0, dashTop + 10], [640, dashTop + 10], [640, 360], [0, 360]])}" fill="#1f2125"/>`);
  parts.push(`<path d="M0,${n(dashTop)} Q320,${n(dashTop - 34)} 640,${n(dashTop)} L640,${n(dashTop + 26)} Q320,${n(dashTop - 8)} 0,${n(dashTop + 26)} Z" fill="#2f3237"/>`);
  parts.push(`<path d="M40,${n(dashTop + 44)} Q320,${n(dashTop + 18)} 600,${n(dashTop + 44)}" stroke="${palette.paint}" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  // Right-hand drive: instruments and wheel sit on the right.
  parts.push(`<rect x="392" y="${n(dashTop - 4)}" width="132" height="40" rx="10" fill="#0d1014"/>`);
  parts.push(`<rect x="402" y="${n(dashTop + 4)}" width="50" height="24" rx="5" fill="#3f8fd6" opacity="0.8"/><rect x="462" y="${n(dashTop + 4)}" width="52" height="24" rx="5" fill="#5ec28e" opacity="0.7"/>`);
  parts.push(`<circle cx="458" cy="312" r="82" fill="none" stroke="#16181b" stroke-width="20"/>`);
  parts.push(`<path d="M378,312 L538,312 M458,312 L458,392" stroke="#16181b" stroke-width="16"/><circle cx="458" cy="312" r="24" fill="#26292e"/>`);
  const screenWidth = electric ? 150 : van ? 92 : 118;
  parts.push(`<rect x="${n(300 - screenWidth / 2)}" y="${n(dashTop - (electric ? 14 : 2))}" width="${n(screenWidth)}" height="${electric ? 74 : 56}" rx="8" fill="#0d1014" stroke="#3a3d42" stroke-width="3"/>`);
  parts.push(`<rect x="${n(310 - screenWidth / 2)}" y="${n(dashTop - (electric ? 4 : -8))}" width="${n(screenWidth - 20)}" height="${electric ? 54 : 36}" rx="4" fill="#24425f"/>`);
  for (const x of [244, 276, 308, 340]) parts.push(`<rect x="${n(x)}" y="${n(dashTop + 58)}" width="22" height="10" rx="3" fill="#3a3d42"/>`);
  if (automatic) {
    parts.push(`<rect x="292" y="328" width="28" height="20" rx="6" fill="#3a3d42"/><rect x="300" y="322" width="12" height="10" rx="3" fill="${palette.paint}"/>`);
  } else {
    parts.push(`<path d="M306,356 L306,318" stroke="#6f747b" stroke-width="6"/><circle cx="306" cy="312" r="13" fill="#2b2e33" stroke="${palette.paint}" stroke-width="3"/>`);
  }
  if (van) parts.push(`<rect x="90" y="${n(dashTop + 60)}" width="120" height="26" rx="6" fill="#15171a"/>`);
  return parts.join('');
}
