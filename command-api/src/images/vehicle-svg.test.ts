/** @jest-environment jsdom */
import type { VehicleSpec } from '@lease/domain';
import { BODY_STYLES } from '@lease/domain';
import type { VehicleView } from './vehicle-svg';
import { renderVehicleSvg } from './vehicle-svg';

const VIEWS: readonly VehicleView[] = ['front', 'side', 'rear', 'interior'];

function specFor(bodyStyleId: number, overrides: Partial<VehicleSpec> = {}): VehicleSpec {
  const bodyStyle = BODY_STYLES.find((style) => style.id === bodyStyleId) ?? BODY_STYLES[0];
  const van = bodyStyle.vehicleType === 2;
  return {
    vehicleId: 350_201,
    vehicleType: bodyStyle.vehicleType,
    manufacturer: { id: 35, name: 'Volkswagen' },
    range: { id: 3_502, name: 'Golf' },
    model: `Golf ${bodyStyle.name}`,
    derivative: '1.5 eTSI 150 Style 5dr DSG',
    trim: 'Style',
    bodyStyle: { id: bodyStyle.id, name: bodyStyle.name },
    fuelType: { id: 10, name: 'Hybrid' },
    driveType: { id: 2, name: 'Front Wheel Drive' },
    transmissionType: { id: 1, name: 'Automatic' },
    doors: 5,
    seats: 5,
    listPricePence: 3_250_000,
    performance: { co2: 128, mpg: 50.4, zeroToSixtyTwo: 8.5, engineSize: 1.5, powerBhp: 150 },
    electric: null,
    bootSpaceLitres: van ? null : 381,
    van: van
      ? { payloadKg: 1_100, loadLengthMm: 2_950, loadHeightMm: 1_400, loadWidthMm: 1_700, roofHeight: 'High', wheelbase: 'Long', features: [2, 4, 9] }
      : null,
    specFeatures: [1, 2, 7],
    vehicleTags: van ? [7] : [2],
    paintOptions: [
      { id: 1, name: 'Kings Red', colour: '#b3121f', finish: 'metallic', pricePence: 65_000 },
      { id: 2, name: 'Pure White', colour: '#f7f7f4', finish: 'solid', pricePence: 0 },
    ],
    review: { rating: 4.4, headline: 'A polished hatchback', paragraphs: ['It is good.'], pros: ['Refined'], cons: ['Pricey'] },
    ...overrides,
  };
}

// The repository's TypeScript config has no DOM lib, so the little of jsdom's DOMParser used here is typed locally.
interface ParsedElement {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): ParsedElement | null;
}
interface ParsedDocument {
  documentElement: ParsedElement;
  getElementsByTagName(name: string): { length: number };
  querySelector(selector: string): ParsedElement | null;
}
const { DOMParser: XmlParser } = globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): ParsedDocument } };

function parse(svg: string): ParsedDocument {
  const document = new XmlParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('renderVehicleSvg', () => {
  test('draws every body style from every angle as a well-formed, accessible, self-contained SVG', () => {
    for (const style of BODY_STYLES) {
      const spec = specFor(style.id);
      for (const view of VIEWS) {
        const svg = renderVehicleSvg(spec, { view });
        const root = parse(svg).documentElement;
        expect(root.nodeName).toBe('svg');
        expect(root.getAttribute('role')).toBe('img');
        const title = root.querySelector('title');
        expect(root.getAttribute('aria-labelledby')).toBe(title?.getAttribute('id'));
        expect(title?.textContent).toContain(`Volkswagen Golf ${style.name} 1.5 eTSI 150 Style 5dr DSG`);
        expect(svg).not.toMatch(/<script|href=|on[a-z]+=|<image|<foreignObject/i);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|url\((?!#)/);
      }
    }
  });

  test('gives each body style its own silhouette', () => {
    const sides = BODY_STYLES.map((style) => renderVehicleSvg(specFor(style.id), { view: 'side' }).replace(/<title[^]*?<\/title>|data-body-style="[^"]*"|Golf [A-Za-z -]+/g, ''));
    expect(new Set(sides).size).toBe(BODY_STYLES.length);
  });

  test('paints the vehicle in the chosen colour, defaulting to its first paint option', () => {
    const spec = specFor(1);
    expect(renderVehicleSvg(spec, { view: 'side' })).toContain('fill="#b3121f"');
    const white = renderVehicleSvg(spec, { view: 'side', paintColour: '#F7F7F4' });
    expect(white).toContain('fill="#f7f7f4"');
    expect(white).not.toContain('#b3121f');
    expect(renderVehicleSvg(specFor(1, { paintOptions: [] }), { view: 'front' })).toContain('fill="#9aa3ad"');
  });

  test('never lets a paint value or a name break out of the markup', () => {
    const hostile = renderVehicleSvg(specFor(1, { derivative: '2.0 TDI <150> "R" & Co' }), { view: 'rear', paintColour: '"/><script>alert(1)</script>' });
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('fill="#b3121f"');
    expect(parse(hostile).querySelector('title')?.textContent).toContain('2.0 TDI <150> "R" & Co');
  });

  test('is a pure function of its inputs', () => {
    const spec = specFor(9);
    expect(renderVehicleSvg(spec, { view: 'rear' })).toBe(renderVehicleSvg(JSON.parse(JSON.stringify(spec)) as VehicleSpec, { view: 'rear' }));
    expect(renderVehicleSvg(spec, { view: 'rear' })).not.toBe(renderVehicleSvg(spec, { view: 'front' }));
  });

  test('shows what the spec says: glazed rear doors on a glazed van, a bigger screen in an electric car', () => {
    const glazed = renderVehicleSvg(specFor(9), { view: 'rear' });
    const blind = renderVehicleSvg(specFor(9, { van: { payloadKg: 1_100, loadLengthMm: 2_950, loadHeightMm: 1_400, loadWidthMm: 1_700, roofHeight: 'High', wheelbase: 'Long', features: [2, 4, 10] } }), { view: 'rear' });
    expect(glazed.length).toBeGreaterThan(blind.length);
    const electric = specFor(1, { fuelType: { id: 5, name: 'Electric' }, performance: { co2: 0, mpg: null, zeroToSixtyTwo: 7.3, engineSize: null, powerBhp: 204 } });
    expect(renderVehicleSvg(electric, { view: 'interior' })).not.toBe(renderVehicleSvg(specFor(1), { view: 'interior' }));
  });
});
