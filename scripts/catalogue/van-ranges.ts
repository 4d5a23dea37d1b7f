// Light commercial vehicles sold new in the UK: small, medium and large vans, their conversions, and pick-ups.
// Load areas follow each class's typical panel-van figures; derivatives.ts adjusts them for conversions.
import type { BodyDef, RangeDef, VanConfigDef } from './model-data-types';
import { BODY, body, ev, ice, phev, range } from './model-data-types';

const { pickUp, panelVan, crewVan, dropside, tipper, luton, minibus } = BODY;

const small = (short: string, long: string): VanConfigDef[] => [
  { code: short, wheelbase: 'Short', roof: 'Low', length: 1_820, height: 1_250, width: 1_550, payload: 750 },
  { code: long, wheelbase: 'Long', roof: 'Low', length: 2_170, height: 1_250, width: 1_550, payload: 900 },
];

const medium = (...codes: [string, string, string]): VanConfigDef[] => [
  { code: codes[0], wheelbase: 'Short', roof: 'Low', length: 2_550, height: 1_400, width: 1_700, payload: 1_050 },
  { code: codes[1], wheelbase: 'Long', roof: 'Low', length: 2_950, height: 1_400, width: 1_700, payload: 1_150 },
  { code: codes[2], wheelbase: 'Long', roof: 'High', length: 2_950, height: 1_900, width: 1_700, payload: 1_100 },
];

const large = (...codes: [string, string, string, string]): VanConfigDef[] => [
  { code: codes[0], wheelbase: 'Medium', roof: 'Medium', length: 3_250, height: 1_800, width: 1_760, payload: 1_350 },
  { code: codes[1], wheelbase: 'Long', roof: 'Medium', length: 3_720, height: 1_800, width: 1_760, payload: 1_300 },
  { code: codes[2], wheelbase: 'Long', roof: 'High', length: 3_720, height: 2_100, width: 1_760, payload: 1_250 },
  { code: codes[3], wheelbase: 'Long', roof: 'High', length: 4_300, height: 2_100, width: 1_760, payload: 1_150 },
];

const pickUps = (...codes: string[]): VanConfigDef[] =>
  codes.map((code) => {
    const cab = code.includes('Double') ? 0 : code.includes('Single') ? 2 : 1;
    return { code, wheelbase: 'Long', roof: 'Low', length: 1_550 + cab * 380, height: 510, width: 1_560, payload: 1_000 + cab * 80 };
  });

const panel = [body(panelVan, 4, { seats: 3 })];
const panelAndCrew = [body(panelVan, 4, { seats: 3 }), body(crewVan, 5, { seats: 6, priceDelta: 2_300 })];
const smallPanels = [body(panelVan, 4, { seats: 2 }), body(crewVan, 5, { seats: 5, priceDelta: 1_900 })];
const chassisBodies: BodyDef[] = [
  body(dropside, 2, { seats: 3, priceDelta: 3_800 }),
  body(tipper, 2, { seats: 3, priceDelta: 6_200 }),
  body(luton, 2, { seats: 3, priceDelta: 7_000 }),
];
const largeBodies = [...panelAndCrew, ...chassisBodies];
const doubleCab = [body(pickUp, 4, { seats: 5 })];

export const VAN_RANGES: Readonly<Record<string, readonly RangeDef[]>> = {
  Citroen: [
    range('Berlingo', 'small-van', 26_000, smallPanels, [
      ice('1.5 BlueHDi 100', 'D', 100, 1.5, 'M'),
      ice('1.5 BlueHDi 130', 'D', 130, 1.5, 'A', { auto: 'EAT8' }),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a small van with a clever Extenso cab that lets long items poke through the bulkhead', { trims: ['Enterprise', 'Driver'], configs: small('M', 'XL') }),
    range('Dispatch', 'medium-van', 35_000, panelAndCrew, [
      ice('2.0 BlueHDi 145', 'D', 145, 2.0, 'MA', { auto: 'EAT8' }),
      ev('100kW', 136, 75, { chargeKw: 100 }),
    ], 'is a medium van with a car-like cab and a strong electric version', { trims: ['Enterprise', 'Driver'], configs: medium('M', 'XL', 'XL High Roof'), pop: 1 }),
    range('Relay', 'large-van', 40_500, largeBodies, [
      ice('2.2 BlueHDi 140', 'D', 140, 2.2, 'M'),
      ice('2.2 BlueHDi 165', 'D', 165, 2.2, 'MA'),
    ], 'is a big, straightforward workhorse with a huge load bay', { trims: ['Enterprise', 'Driver'], configs: large('35 L2H2', '35 L3H2', '35 L3H3', '35 L4H3'), pop: 1 }),
  ],
  Fiat: [
    range('Doblo', 'small-van', 24_500, smallPanels, [
      ice('1.5 BlueHDi 100', 'D', 100, 1.5, 'M'),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a compact van with a roomy load area for its footprint', { trims: ['Tecnico', 'Business'], configs: small('L1', 'L2'), pop: 1 }),
    range('Ducato', 'large-van', 39_500, largeBodies, [
      ice('2.2 MultiJet 140', 'D', 140, 2.2, 'M'),
      ice('2.2 MultiJet 180', 'D', 180, 2.2, 'A', { auto: 'Auto' }),
      ev('200kW', 270, 110, { chargeKw: 150 }),
    ], 'is a big front-drive van with a low load floor that is the favourite base for conversions', { trims: ['Tecnico', 'Business'], configs: large('Maxi 35 L2H2', 'Maxi 35 L3H2', 'Maxi 35 L3H3', 'Maxi 35 L4H3') }),
  ],
  Ford: [
    range('Transit Courier', 'small-van', 24_000, [body(panelVan, 4, { seats: 2 })], [
      ice('1.0 EcoBoost 125ps', 'P', 125, 1.0, 'MA'),
      ice('1.5 EcoBlue 100ps', 'D', 100, 1.5, 'M'),
      ev('100kW', 136, 43, { chargeKw: 100 }),
    ], "is Ford's smallest van, ideal for tradespeople who mostly work in town", { trims: ['Trend', 'Limited', 'Sport'], configs: [{ code: 'L1', wheelbase: 'Short', roof: 'Low', length: 1_800, height: 1_220, width: 1_530, payload: 700 }] }),
    range('Transit Connect', 'small-van', 29_500, smallPanels, [
      ice('2.0 EcoBlue 102ps', 'D', 102, 2.0, 'M'),
      ice('2.0 EcoBlue 122ps', 'D', 122, 2.0, 'MA'),
      phev('1.5 EcoBoost PHEV 150ps', 150, 1.5, 19.7),
    ], 'is a small van with a plug-in hybrid that covers most urban rounds on electricity', { trims: ['Trend', 'Limited', 'Active'], configs: small('L1', 'L2'), pop: 2 }),
    range('Transit Custom', 'medium-van', 38_000, panelAndCrew, [
      ice('2.0 EcoBlue 110ps', 'D', 110, 2.0, 'M'),
      ice('2.0 EcoBlue 136ps', 'D', 136, 2.0, 'MA'),
      ice('2.0 EcoBlue 170ps', 'D', 170, 2.0, 'A'),
      phev('2.5 PHEV 232ps', 232, 2.5, 11.8),
      ev('160kW', 217, 64, { drive: 'R', chargeKw: 125 }),
    ], "is Britain's best-selling van, tough, well connected and good to drive", { trims: ['Leader', 'Trend', 'Limited', 'Sport', 'Trail'], configs: medium('300 L1 H1', '300 L2 H1', '320 L2 H2'), pop: 3 }),
    range('Transit', 'large-van', 44_000, [...largeBodies, body(minibus, 5, { seats: 9, priceDelta: 9_500 })], [
      ice('2.0 EcoBlue 130ps', 'D', 130, 2.0, 'M'),
      ice('2.0 EcoBlue 165ps', 'D', 165, 2.0, 'MA'),
      ev('135kW', 184, 89, { drive: 'R', chargeKw: 115 }),
    ], 'is the big van most fleets start from, with a body for every trade', { trims: ['Leader', 'Trend', 'Limited'], configs: large('350 L2 H2', '350 L3 H2', '350 L3 H3', '350 L4 H3'), drive: 'R', pop: 3 }),
    range('Ranger', 'pickup', 36_500, doubleCab, [
      ice('2.0 EcoBlue 170', 'D', 170, 2.0, 'M'),
      ice('2.0 EcoBlue 205', 'D', 205, 2.0, 'A'),
      ice('3.0 EcoBlue V6 240', 'D', 240, 3.0, 'A', { only: ['Wildtrak', 'Platinum'] }),
      phev('2.3 EcoBoost PHEV 281', 281, 2.3, 11.8, { only: ['Wildtrak', 'Platinum'] }),
      ice('3.0 V6 EcoBoost 292 Raptor', 'P', 292, 3.0, 'A', { fixedTrim: 'Raptor' }),
    ], 'is the best-selling pick-up in the UK, with a one-tonne payload and a 3.5-tonne towing limit', { trims: ['XL', 'XLT', 'Tremor', 'Wildtrak', 'Platinum'], configs: pickUps('Double Cab'), drive: '4', pop: 3 }),
  ],
  Isuzu: [
    range('D-Max', 'pickup', 30_500, doubleCab, [
      ice('1.9 DDi 164', 'D', 164, 1.9, 'MA'),
    ], 'is a no-frills pick-up with a reputation for toughness and a long warranty', { trims: ['Utility', 'DL20', 'DL40', 'V-Cross'], configs: pickUps('Double Cab', 'Extended Cab', 'Single Cab'), drive: '4', pop: 2 }),
  ],
  Iveco: [
    range('Daily', 'large-van', 46_000, [...largeBodies, body(minibus, 5, { seats: 9, priceDelta: 10_000 })], [
      ice('2.3 140', 'D', 140, 2.3, 'M'),
      ice('2.3 160', 'D', 160, 2.3, 'MA', { auto: 'Hi-Matic' }),
      ice('3.0 180', 'D', 180, 3.0, 'A', { auto: 'Hi-Matic' }),
      ev('140kW', 190, 74, { chargeKw: 80 }),
    ], 'is a truck-built van on a ladder chassis that shrugs off heavy loads', { trims: ['Business', 'Business Plus'], configs: large('35S MWB H2', '35S LWB H2', '35S LWB H3', '35S XLWB H3'), drive: 'R', pop: 1 }),
  ],
  Maxus: [
    range('eDeliver 3', 'small-van', 31_000, [body(panelVan, 4, { seats: 2 })], [
      ev('90kW', 122, 50, { chargeKw: 45 }),
    ], 'is an electric small van with an aluminium body that keeps the payload up', { trims: ['Standard', 'Lux'], configs: small('SWB', 'LWB'), pop: 1 }),
    range('eDeliver 7', 'medium-van', 45_000, panel, [
      ev('150kW', 201, 77, { chargeKw: 80 }),
      ev('150kW', 201, 88, { chargeKw: 80, premium: 3_000 }),
    ], 'is a medium electric van with a usable real-world range', { trims: ['Standard', 'Lux'], configs: medium('L1 H1', 'L2 H1', 'L2 H2'), pop: 1 }),
    range('eDeliver 9', 'large-van', 61_000, [body(panelVan, 4, { seats: 3 }), body(luton, 2, { seats: 3, priceDelta: 6_500 })], [
      ev('150kW', 201, 72, { chargeKw: 80 }),
      ev('150kW', 201, 88, { chargeKw: 80, premium: 4_000 }),
    ], 'is a big electric van that takes the noise and fuel bills out of multi-drop work', { trims: ['Standard', 'Lux'], configs: large('L2H2', 'L3H2', 'L3H3', 'L4H3'), drive: 'R', pop: 2 }),
    range('eTerron 9', 'pickup', 56_000, doubleCab, [
      ev('325kW AWD', 436, 102, { chargeKw: 115 }),
    ], 'is one of the first electric pick-ups on sale, with a 3.5-tonne towing limit', { trims: ['Elite'], configs: pickUps('Double Cab'), drive: '4', pop: 1 }),
  ],
  'Mercedes-Benz': [
    range('Citan', 'small-van', 27_500, smallPanels, [
      ice('110 CDI', 'D', 95, 1.5, 'M'),
      ice('112 CDI', 'D', 116, 1.5, 'MA'),
      ev('90kW eCitan', 122, 45, { chargeKw: 80 }),
    ], 'is a premium small van with a quiet cab and strong safety kit', { trims: ['Progressive', 'Premium'], configs: small('L1', 'L2'), pop: 1 }),
    range('Vito', 'medium-van', 40_500, [...panelAndCrew, body(minibus, 5, { seats: 9, priceDelta: 9_000 })], [
      ice('114 CDI', 'D', 136, 2.0, 'M'),
      ice('116 CDI', 'D', 163, 2.0, 'A'),
      ice('119 CDI', 'D', 190, 2.0, 'A'),
      ev('150kW eVito', 204, 90, { chargeKw: 110 }),
    ], 'is a rear-drive medium van with a car-like cab and strong residual values', { trims: ['Pro', 'Premium', 'Select'], configs: medium('L1', 'L2', 'L3'), drive: 'R', pop: 2 }),
    range('Sprinter', 'large-van', 48_000, [...largeBodies, body(minibus, 5, { seats: 9, priceDelta: 11_000 })], [
      ice('315 CDI', 'D', 150, 2.0, 'MA'),
      ice('317 CDI', 'D', 170, 2.0, 'A'),
      ice('319 CDI', 'D', 190, 2.0, 'A'),
      ev('150kW eSprinter', 204, 113, { chargeKw: 115 }),
    ], 'is the large van by which the others are judged, with a big choice of bodies', { trims: ['Pro', 'Premium', 'Select'], configs: large('L2 H2', 'L3 H2', 'L3 H3', 'L4 H3'), drive: 'R', pop: 3 }),
  ],
  Nissan: [
    range('Townstar', 'small-van', 25_500, smallPanels, [
      ice('1.3 DIG-T 130', 'P', 130, 1.3, 'M'),
      ev('90kW', 122, 45, { chargeKw: 75 }),
    ], 'is a small van with a strong electric version and a five-year warranty', { trims: ['Visia', 'Acenta', 'Tekna'], configs: small('L1', 'L2'), pop: 1 }),
    range('Primastar', 'medium-van', 34_000, panelAndCrew, [
      ice('2.0 dCi 130', 'D', 130, 2.0, 'M'),
      ice('2.0 dCi 150', 'D', 150, 2.0, 'MA'),
      ice('2.0 dCi 170', 'D', 170, 2.0, 'A'),
    ], 'is a medium van with a comfortable cab and a generous load floor', { trims: ['Acenta', 'Tekna', 'Tekna+'], configs: medium('L1H1', 'L2H1', 'L2H2'), pop: 1 }),
    range('Navara', 'pickup', 34_500, doubleCab, [
      ice('2.4 dCi 204', 'D', 204, 2.4, 'MA'),
    ], 'is a pick-up with a comfortable multi-link ride and a car-like cabin', { trims: ['Acenta', 'N-Connecta', 'Tekna'], configs: pickUps('Double Cab'), drive: '4', pop: 1 }),
  ],
  Peugeot: [
    range('Partner', 'small-van', 26_000, smallPanels, [
      ice('1.5 BlueHDi 100', 'D', 100, 1.5, 'M'),
      ice('1.5 BlueHDi 130', 'D', 130, 1.5, 'A', { auto: 'EAT8' }),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a small van with a tiny steering wheel and a three-seat cab option', { trims: ['Professional', 'Professional Premium', 'Asphalt'], configs: small('Standard', 'Long'), pop: 2 }),
    range('Expert', 'medium-van', 35_500, panelAndCrew, [
      ice('2.0 BlueHDi 145', 'D', 145, 2.0, 'MA', { auto: 'EAT8' }),
      ev('100kW', 136, 75, { chargeKw: 100 }),
    ], 'is a medium van that is easy to drive around town and has a long-range electric option', { trims: ['Professional', 'Professional Premium', 'Asphalt'], configs: medium('Standard', 'Long', 'Long High Roof'), pop: 1 }),
    range('Boxer', 'large-van', 40_000, largeBodies, [
      ice('2.2 BlueHDi 140', 'D', 140, 2.2, 'M'),
      ice('2.2 BlueHDi 165', 'D', 165, 2.2, 'MA'),
      ev('200kW', 270, 110, { chargeKw: 150 }),
    ], 'is a big van with a low load floor and a wide-opening rear', { trims: ['Professional', 'Professional Premium', 'Asphalt'], configs: large('435 L2H2', '435 L3H2', '435 L3H3', '435 L4H3'), pop: 1 }),
  ],
  Renault: [
    range('Kangoo', 'small-van', 25_000, smallPanels, [
      ice('1.5 Blue dCi 95', 'D', 95, 1.5, 'M'),
      ev('90kW E-Tech', 122, 45, { chargeKw: 80 }),
    ], 'is a small van whose pillarless side door opens a huge aperture', { trims: ['Start', 'Advance', 'Extra'], configs: small('ML19', 'LL21'), pop: 2 }),
    range('Trafic', 'medium-van', 35_000, panelAndCrew, [
      ice('2.0 Blue dCi 130', 'D', 130, 2.0, 'M'),
      ice('2.0 Blue dCi 150', 'D', 150, 2.0, 'MA', { auto: 'EDC' }),
      ev('90kW E-Tech', 122, 52, { chargeKw: 50 }),
    ], 'is a medium van with a practical cab and a load-through bulkhead', { trims: ['Start', 'Advance', 'Extra'], configs: medium('SL28', 'LL30', 'LH30'), pop: 2 }),
    range('Master', 'large-van', 42_500, largeBodies, [
      ice('2.0 Blue dCi 130', 'D', 130, 2.0, 'M'),
      ice('2.0 Blue dCi 170', 'D', 170, 2.0, 'MA'),
      ev('105kW E-Tech', 141, 87, { chargeKw: 130 }),
    ], 'is an aerodynamic large van with an electric version that manages 250 miles', { trims: ['Start', 'Advance', 'Extra'], configs: large('LM35 L2H2', 'LL35 L3H2', 'LH35 L3H3', 'LH35 L4H3'), pop: 2 }),
  ],
  Toyota: [
    range('Proace City', 'small-van', 26_000, smallPanels, [
      ice('1.5D 100', 'D', 100, 1.5, 'M'),
      ice('1.5D 130', 'D', 130, 1.5, 'A'),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a small van backed by a ten-year warranty', { trims: ['Icon', 'Design'], configs: small('Short', 'Long'), pop: 1 }),
    range('Proace', 'medium-van', 36_500, panelAndCrew, [
      ice('2.0D 145', 'D', 145, 2.0, 'MA'),
      ev('100kW', 136, 75, { chargeKw: 100 }),
    ], 'is a medium van with a long warranty and a strong electric version', { trims: ['Icon', 'Design'], configs: medium('Medium', 'Long', 'Long High Roof'), pop: 1 }),
    range('Hilux', 'pickup', 35_500, doubleCab, [
      ice('2.4 D-4D 150', 'D', 150, 2.4, 'M', { only: ['Active', 'Icon'] }),
      ice('2.8 D-4D 204', 'D', 204, 2.8, 'A'),
      ice('2.8 D-4D MHEV 204', 'DMHEV', 204, 2.8, 'A', { only: ['Invincible X', 'GR Sport'] }),
    ], 'is the famously unbreakable pick-up, used everywhere from farms to polar expeditions', { trims: ['Active', 'Icon', 'Invincible', 'Invincible X', 'GR Sport'], configs: pickUps('Double Cab', 'Extra Cab'), drive: '4', pop: 3 }),
  ],
  Vauxhall: [
    range('Combo', 'small-van', 26_000, smallPanels, [
      ice('1.5 Turbo D 100', 'D', 100, 1.5, 'M'),
      ice('1.5 Turbo D 130', 'D', 130, 1.5, 'A'),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a small van with a FlexCargo bulkhead for longer loads', { trims: ['Prime', 'Pro'], configs: small('L1H1', 'L2H1'), pop: 2 }),
    range('Vivaro', 'medium-van', 36_500, panelAndCrew, [
      ice('2.0 Turbo D 145', 'D', 145, 2.0, 'MA'),
      ev('100kW', 136, 75, { chargeKw: 100 }),
    ], 'is a medium van with a choice of diesel and a 200-mile electric version', { trims: ['Prime', 'Pro'], configs: medium('L1H1 2900', 'L2H1 3100', 'L2H2 3100'), pop: 2 }),
    range('Movano', 'large-van', 42_000, largeBodies, [
      ice('2.2 Turbo D 140', 'D', 140, 2.2, 'M'),
      ice('2.2 Turbo D 165', 'D', 165, 2.2, 'MA'),
      ev('200kW', 270, 110, { chargeKw: 150 }),
    ], 'is a big front-drive van with the choice of a 260-mile electric model', { trims: ['Prime', 'Pro'], configs: large('L2H2 3500', 'L3H2 3500', 'L3H3 3500', 'L4H3 3500'), pop: 1 }),
  ],
  Volkswagen: [
    range('Caddy', 'small-van', 27_500, smallPanels, [
      ice('1.5 TSI 114', 'P', 114, 1.5, 'M'),
      ice('2.0 TDI 102', 'D', 102, 2.0, 'M'),
      ice('2.0 TDI 122', 'D', 122, 2.0, 'MA', { auto: 'DSG' }),
      phev('1.5 TSI eHybrid 150', 150, 1.5, 19.7, { auto: 'DSG' }),
    ], 'is the small van with the most car-like cab, based on Golf underpinnings', { trims: ['Commerce', 'Commerce Plus', 'Commerce Pro'], configs: small('Cargo C20', 'Cargo Maxi C20'), pop: 2 }),
    range('Transporter', 'medium-van', 40_000, panelAndCrew, [
      ice('2.0 TDI 110', 'D', 110, 2.0, 'M'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'MA'),
      ice('2.0 TDI 170', 'D', 170, 2.0, 'A'),
      phev('2.5 eHybrid 232', 232, 2.5, 11.8),
      ev('160kW e-Transporter', 217, 64, { drive: 'R', chargeKw: 125 }),
    ], 'is the default medium van for trades who want a little more polish', { trims: ['Commerce', 'Commerce Plus', 'Style'], configs: medium('T28 SWB', 'T30 LWB', 'T32 LWB H2'), pop: 3 }),
    range('Crafter', 'large-van', 45_500, largeBodies, [
      ice('2.0 TDI 140', 'D', 140, 2.0, 'MA'),
      ice('2.0 TDI 177', 'D', 177, 2.0, 'A'),
    ], 'is a large van with a car-like driving position and low running costs', { trims: ['Startline', 'Trendline', 'Highline'], configs: large('CR35 MWB', 'CR35 LWB', 'CR35 LWB High Roof', 'CR35 LWB Maxi'), pop: 2 }),
    range('ID. Buzz Cargo', 'medium-van', 46_000, panel, [
      ev('210kW', 286, 79, { drive: 'R', chargeKw: 185 }),
    ], 'is an electric van with retro charm and a load bay that takes two Euro pallets', { trims: ['Commerce', 'Commerce Plus'], configs: [{ code: 'SWB', wheelbase: 'Short', roof: 'Low', length: 2_200, height: 1_300, width: 1_700, payload: 650 }], drive: 'R', pop: 1 }),
    range('Amarok', 'pickup', 42_500, doubleCab, [
      ice('2.0 TDI 170', 'D', 170, 2.0, 'MA'),
      ice('2.0 TDI 205', 'D', 205, 2.0, 'A'),
      ice('3.0 TDI V6 240', 'D', 240, 3.0, 'A', { only: ['PanAmericana', 'Aventura'] }),
    ], 'is a premium pick-up that shares its bones with the Ranger and adds German polish', { trims: ['Life', 'Style', 'PanAmericana', 'Aventura'], configs: pickUps('Double Cab'), drive: '4', pop: 2 }),
  ],
};
