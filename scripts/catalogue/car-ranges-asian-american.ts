// Car ranges of the Japanese, Korean, Chinese and American makes sold new in the UK.
import type { RangeDef } from './model-data-types';
import { BODY, body, ev, ice, phev, range } from './model-data-types';

const { hatchback, saloon, estate, suv, convertible } = BODY;
const five = [body(hatchback, 5)];
const suv5 = [body(suv, 5)];

export const ASIAN_AMERICAN_CAR_RANGES: Readonly<Record<string, readonly RangeDef[]>> = {
  BYD: [
    range('Dolphin Surf', 'city', 18_500, five, [
      ev('65kW', 88, 30, { chargeKw: 65, only: ['Active'] }),
      ev('115kW', 156, 43.2, { chargeKw: 85, only: ['Boost'] }),
    ], 'is a keenly priced electric city car with a spacious cabin', { trims: ['Active', 'Boost'], pop: 1, boot: 308 }),
    range('Dolphin', 'family', 26_000, five, [
      ev('70kW', 95, 44.9, { chargeKw: 60, only: ['Active'] }),
      ev('150kW', 204, 60.4, { chargeKw: 88, only: ['Comfort', 'Design'] }),
    ], 'is an affordable electric hatchback packed with standard equipment', { trims: ['Active', 'Comfort', 'Design'], boot: 345 }),
    range('Atto 3', 'small-suv', 37_000, suv5, [
      ev('150kW', 204, 49.9, { chargeKw: 70, only: ['Active'] }),
      ev('150kW', 204, 60.5, { chargeKw: 88, only: ['Comfort', 'Design'] }),
    ], 'is a generously equipped electric SUV with a quirky, gym-inspired interior', { trims: ['Active', 'Comfort', 'Design'], pop: 3, boot: 440 }),
    range('Seal', 'exec', 45_500, [body(saloon, 4)], [
      ev('230kW', 313, 82.5, { drive: 'R', chargeKw: 150, only: ['Design'] }),
      ev('390kW AWD', 530, 82.5, { drive: '4', chargeKw: 150, only: ['Excellence'] }),
    ], 'is an electric saloon that takes the fight to the Tesla Model 3 on range and kit', { trims: ['Design', 'Excellence'], boot: 400 }),
    range('Seal U DM-i', 'suv', 36_000, suv5, [
      phev('1.5 DM-i 218', 218, 1.5, 18.3, { only: ['Boost'] }),
      phev('1.5 DM-i 324 AWD', 324, 1.5, 26.6, { drive: '4', only: ['Design'] }),
    ], 'is a plug-in hybrid family SUV with a big battery and a long electric range', { trims: ['Boost', 'Design'], boot: 425 }),
  ],
  Honda: [
    range('Jazz', 'supermini', 23_500, five, [
      ice('1.5 i-MMD Hybrid 122', 'HEV', 122, 1.5, 'A'),
    ], 'is a small hybrid with Magic Seats that fold up like cinema seats', { trims: ['Elegance', 'Advance', 'Advance Sport', 'Crosstar Advance'], pop: 2, boot: 304 }),
    range('HR-V', 'small-suv', 31_500, suv5, [
      ice('1.5 i-MMD Hybrid 131', 'HEV', 131, 1.5, 'A'),
    ], 'is a refined hybrid crossover with a flexible rear cabin', { trims: ['Elegance', 'Advance', 'Advance Style'], pop: 2, boot: 319 }),
    range('Civic', 'family', 33_500, five, [
      ice('2.0 eHEV 184', 'HEV', 184, 2.0, 'A'),
      ice('2.0 VTEC Turbo 329 Type R', 'P', 329, 2.0, 'M', { fixedTrim: 'Type R' }),
    ], 'is a sophisticated hybrid hatchback with a rare blend of economy and agility', { trims: ['Elegance', 'Sport', 'Advance'], boot: 410 }),
    range('CR-V', 'suv', 44_000, suv5, [
      ice('2.0 eHEV 184', 'HEV', 184, 2.0, 'A'),
      ice('2.0 eHEV 184 AWD', 'HEV', 184, 2.0, 'A', { drive: '4' }),
      phev('2.0 e:PHEV 184', 184, 2.0, 17.7),
    ], 'is a large, well-built family SUV with an economical hybrid', { trims: ['Elegance', 'Advance', 'Advance Tech'], pop: 1, boot: 587 }),
  ],
  Hyundai: [
    range('i10', 'city', 15_500, [body(hatchback, 5, { seats: 4 })], [
      ice('1.0 MPi 63', 'P', 63, 1.0, 'M'),
      ice('1.2 MPi 79', 'P', 79, 1.2, 'MA', { auto: 'AMT' }),
    ], 'is a grown-up city car that is cheap to run and feels well screwed together', { trims: ['Advance', 'Premium', 'N Line'], pop: 3, boot: 252 }),
    range('i20', 'supermini', 20_500, five, [
      ice('1.0 T-GDi 100', 'P', 100, 1.0, 'MA', { auto: 'DCT' }),
    ], 'is a roomy, well-equipped supermini with a long warranty', { trims: ['Advance', 'Premium', 'N Line', 'Ultimate'], boot: 352 }),
    range('Kona', 'small-suv', 27_500, suv5, [
      ice('1.0 T-GDi 120', 'P', 120, 1.0, 'MA', { auto: 'DCT' }),
      ice('1.6 T-GDi Hybrid 141', 'HEV', 141, 1.6, 'A', { auto: 'DCT' }),
      ev('115kW', 156, 48.4, { chargeKw: 102 }),
      ev('160kW', 218, 65.4, { chargeKw: 102 }),
    ], 'is a bold small SUV with petrol, hybrid and long-range electric choices', { trims: ['Advance', 'Premium', 'N Line', 'Ultimate'], pop: 3, boot: 466 }),
    range('Tucson', 'suv', 33_500, suv5, [
      ice('1.6 T-GDi 160', 'MHEV', 160, 1.6, 'M'),
      ice('1.6 T-GDi Hybrid 239', 'HEV', 239, 1.6, 'A'),
      phev('1.6 T-GDi Plug-in Hybrid 253 4WD', 253, 1.6, 13.8, { drive: '4' }),
    ], 'is a striking family SUV with a hybrid that is refined and economical', { trims: ['Advance', 'Premium', 'N Line', 'Ultimate'], pop: 3, boot: 616 }),
    range('Ioniq 5', 'suv', 43_500, suv5, [
      ev('125kW', 170, 63, { drive: 'R', chargeKw: 220 }),
      ev('168kW', 229, 84, { drive: 'R', chargeKw: 240 }),
      ev('239kW AWD', 325, 84, { drive: '4', chargeKw: 240, only: ['Ultimate'] }),
      ev('478kW N', 641, 84, { drive: '4', chargeKw: 257, fixedTrim: 'N' }),
    ], 'is a retro-futuristic electric car that charges from 10 to 80 per cent in about 18 minutes', { trims: ['Advance', 'Premium', 'N Line', 'Ultimate'], pop: 3, boot: 520 }),
    range('Ioniq 6', 'exec', 47_000, [body(saloon, 4)], [
      ev('111kW', 151, 53, { drive: 'R', chargeKw: 175 }),
      ev('168kW', 229, 77.4, { drive: 'R', chargeKw: 230 }),
      ev('239kW AWD', 325, 77.4, { drive: '4', chargeKw: 230, only: ['Ultimate'] }),
    ], 'is a streamlined electric saloon with one of the longest ranges for the money', { trims: ['Premium', 'Ultimate'], boot: 401 }),
    range('Santa Fe', 'large-suv', 48_000, [body(suv, 5, { seats: 7 })], [
      ice('1.6 T-GDi Hybrid 215 4WD', 'HEV', 215, 1.6, 'A', { drive: '4' }),
      phev('1.6 T-GDi Plug-in Hybrid 253 4WD', 253, 1.6, 13.8, { drive: '4' }),
    ], 'is a boxy seven-seat SUV with a cavernous cabin', { trims: ['Premium', 'Ultimate', 'Calligraphy'], pop: 1, boot: 628 }),
  ],
  Kia: [
    range('Picanto', 'city', 14_500, [body(hatchback, 5, { seats: 4 })], [
      ice('1.0 DPi 63', 'P', 63, 1.0, 'MA', { auto: 'AMT' }),
      ice('1.2 DPi 79', 'P', 79, 1.2, 'M'),
    ], 'is a cheerful city car backed by a seven-year warranty', { trims: ['1', '2', '3', 'GT-Line'], pop: 3, boot: 255 }),
    range('Niro', 'small-suv', 29_500, suv5, [
      ice('1.6 GDi Hybrid 141', 'HEV', 141, 1.6, 'A', { auto: 'DCT' }),
      phev('1.6 GDi Plug-in Hybrid 180', 180, 1.6, 11.1, { auto: 'DCT' }),
      ev('150kW', 204, 64.8, { chargeKw: 80 }),
    ], 'is a practical crossover offered as a hybrid, a plug-in and a long-range EV', { trims: ['2', '3', '4'], pop: 3, boot: 451 }),
    range('Sportage', 'suv', 31_000, suv5, [
      ice('1.6 T-GDi 150', 'MHEV', 150, 1.6, 'M'),
      ice('1.6 T-GDi Hybrid 239', 'HEV', 239, 1.6, 'A'),
      phev('1.6 T-GDi Plug-in Hybrid 288 AWD', 288, 1.6, 13.8, { drive: '4' }),
      ice('1.6 CRDi 136', 'DMHEV', 136, 1.6, 'A', { auto: 'DCT' }),
    ], 'is one of the best-selling family SUVs in Britain, spacious and generously equipped', { trims: ['2', '3', 'GT-Line', 'GT-Line S'], pop: 3, boot: 591 }),
    range('EV3', 'small-suv', 33_000, suv5, [
      ev('150kW', 204, 58.3, { chargeKw: 102 }),
      ev('150kW Long Range', 204, 81.4, { chargeKw: 128, premium: 3_500 }),
    ], 'is a compact electric SUV with a range of up to 375 miles', { trims: ['Air', 'GT-Line'], pop: 3, boot: 460 }),
    range('EV6', 'suv', 45_500, suv5, [
      ev('168kW', 229, 77.4, { drive: 'R', chargeKw: 233 }),
      ev('239kW AWD', 325, 77.4, { drive: '4', chargeKw: 233, only: ['GT-Line S'] }),
      ev('430kW GT AWD', 577, 77.4, { drive: '4', chargeKw: 258, fixedTrim: 'GT' }),
    ], 'is a sleek electric crossover on an 800-volt platform with very fast charging', { trims: ['Air', 'GT-Line', 'GT-Line S'], pop: 3, boot: 490 }),
    range('Sorento', 'large-suv', 46_000, [body(suv, 5, { seats: 7 })], [
      ice('1.6 T-GDi Hybrid 215 AWD', 'HEV', 215, 1.6, 'A', { drive: '4' }),
      phev('1.6 T-GDi Plug-in Hybrid 253 AWD', 253, 1.6, 13.8, { drive: '4' }),
      ice('2.2 CRDi 194 AWD', 'D', 194, 2.2, 'A', { drive: '4', auto: 'DCT' }),
    ], 'is a seven-seat SUV that can still tow 2.5 tonnes with its diesel', { trims: ['2', '3', '4'], pop: 1, boot: 616 }),
  ],
  Lexus: [
    range('LBX', 'small-suv', 29_500, suv5, [
      ice('1.5 136', 'HEV', 136, 1.5, 'A', { auto: 'E-CVT' }),
    ], 'is a small luxury crossover with the refinement of a bigger car', { trims: ['Urban', 'Emotion', 'Premium Plus'], boot: 332 }),
    range('UX', 'small-suv', 36_500, suv5, [
      ice('300h 2.0', 'HEV', 197, 2.0, 'A', { auto: 'E-CVT' }),
    ], 'is a well-made compact SUV whose hybrid is at its best in town', { trims: ['Premium', 'Premium Plus', 'F Sport', 'Takumi'], pop: 1, boot: 320 }),
    range('NX', 'suv', 48_500, suv5, [
      ice('350h 2.5', 'HEV', 244, 2.5, 'A', { auto: 'E-CVT' }),
      phev('450h+ 2.5 E-Four', 309, 2.5, 18.1, { drive: '4', auto: 'E-CVT' }),
    ], 'is a luxury SUV with a silky plug-in hybrid and Lexus build quality', { trims: ['Premium', 'Premium Plus', 'F Sport', 'Takumi'], pop: 2, boot: 545 }),
    range('RX', 'large-suv', 70_000, suv5, [
      ice('350h 2.5 E-Four', 'HEV', 250, 2.5, 'A', { drive: '4', auto: 'E-CVT' }),
      phev('450h+ 2.5 E-Four', 309, 2.5, 18.1, { drive: '4', auto: 'E-CVT' }),
    ], 'is a large luxury SUV that is silent around town and relaxing on the motorway', { trims: ['Premium Plus', 'F Sport', 'Takumi'], pop: 1, boot: 612 }),
  ],
  Mazda: [
    range('Mazda3', 'family', 26_500, [body(hatchback, 5), body(saloon, 4, { priceDelta: 500 })], [
      ice('2.5 e-Skyactiv G 140', 'MHEV', 140, 2.5, 'MA'),
      ice('2.0 e-Skyactiv X 186', 'MHEV', 186, 2.0, 'MA'),
    ], 'is an elegant family hatchback with a beautifully built cabin', { trims: ['Prime-Line', 'Exclusive-Line', 'Homura', 'Takumi'], boot: 351 }),
    range('CX-30', 'small-suv', 28_500, suv5, [
      ice('2.5 e-Skyactiv G 140', 'MHEV', 140, 2.5, 'MA'),
      ice('2.0 e-Skyactiv X 186', 'MHEV', 186, 2.0, 'MA'),
    ], 'is a classy small SUV that is more fun to drive than most', { trims: ['Prime-Line', 'Exclusive-Line', 'Homura', 'Takumi'], pop: 2, boot: 430 }),
    range('CX-5', 'suv', 32_500, suv5, [
      ice('2.0 e-Skyactiv G 165', 'MHEV', 165, 2.0, 'MA'),
      ice('2.5 e-Skyactiv G 194 AWD', 'MHEV', 194, 2.5, 'A', { drive: '4' }),
    ], 'is a well-rounded family SUV with a premium feel', { trims: ['Centre-Line', 'Exclusive-Line', 'Homura', 'Takumi'], boot: 522 }),
    range('CX-60', 'suv', 46_000, suv5, [
      phev('2.5 e-Skyactiv PHEV 327 AWD', 327, 2.5, 17.8, { drive: '4' }),
      ice('3.3 e-Skyactiv D 200', 'DMHEV', 200, 3.3, 'A', { drive: 'R' }),
      ice('3.3 e-Skyactiv D 254 AWD', 'DMHEV', 254, 3.3, 'A', { drive: '4' }),
    ], 'is a big premium SUV with a smooth and frugal six-cylinder diesel', { trims: ['Exclusive-Line', 'Homura', 'Takumi'], pop: 1, boot: 570 }),
    range('MX-5', 'sports', 29_500, [body(convertible, 2, { seats: 2 }), body(convertible, 2, { seats: 2, tag: 'RF', priceDelta: 2_700 })], [
      ice('1.5 e-Skyactiv G 132', 'P', 132, 1.5, 'M'),
      ice('2.0 e-Skyactiv G 184', 'P', 184, 2.0, 'MA'),
    ], 'is the best-selling roadster of all time, light and joyful to drive', { trims: ['Prime-Line', 'Exclusive-Line', 'Homura'], drive: 'R', pop: 2, boot: 130 }),
  ],
  MG: [
    range('MG3', 'supermini', 19_000, five, [
      ice('1.5 Hybrid+ 192', 'HEV', 192, 1.5, 'A'),
    ], 'is a budget supermini with a surprisingly punchy full hybrid', { trims: ['SE', 'Trophy'], boot: 293 }),
    range('MG4', 'family', 27_000, five, [
      ev('125kW', 170, 51, { drive: 'R', chargeKw: 117, only: ['SE'] }),
      ev('150kW Long Range', 204, 64, { drive: 'R', chargeKw: 135 }),
      ev('180kW Extended Range', 245, 77, { drive: 'R', chargeKw: 140, only: ['Trophy'] }),
      ev('320kW XPOWER', 435, 64, { drive: '4', chargeKw: 135, fixedTrim: 'XPOWER' }),
    ], 'is an electric hatchback that made EVs affordable, and it handles tidily too', { trims: ['SE', 'Trophy'], pop: 3, boot: 363 }),
    range('MG5', 'family', 31_000, [body(estate, 5)], [
      ev('115kW Long Range', 154, 61.1, { chargeKw: 87 }),
    ], 'is one of very few electric estates, with a long, flat load floor', { trims: ['SE', 'Trophy'], pop: 1, boot: 479 }),
    range('ZS', 'small-suv', 21_500, suv5, [
      ice('1.5 VTi-tech 106', 'P', 106, 1.5, 'M'),
      ice('1.5 Hybrid+ 197', 'HEV', 197, 1.5, 'A'),
      ev('130kW Long Range', 174, 68.3, { chargeKw: 92 }),
    ], 'is a roomy small SUV with a lot of kit for the money', { trims: ['SE', 'Trophy'], pop: 3, boot: 443 }),
    range('HS', 'suv', 27_500, suv5, [
      ice('1.5 T-GDI 170', 'P', 170, 1.5, 'MA', { auto: 'DCT' }),
      ice('1.5 Hybrid+ 224', 'HEV', 224, 1.5, 'A'),
      phev('1.5 T-GDI PHEV 272', 272, 1.5, 24.7),
    ], 'is a family SUV that undercuts rivals by thousands and still comes loaded', { trims: ['SE', 'Trophy'], pop: 3, boot: 507 }),
    range('Cyberster', 'sports', 55_000, [body(convertible, 2, { seats: 2 })], [
      ev('250kW', 340, 77, { drive: 'R', chargeKw: 144, only: ['Trophy'] }),
      ev('375kW Dual Motor', 510, 77, { drive: '4', chargeKw: 144, only: ['GT'] }),
    ], 'is an electric roadster with scissor doors and supercar acceleration', { trims: ['Trophy', 'GT'], pop: 1, boot: 249 }),
  ],
  Nissan: [
    range('Juke', 'small-suv', 23_500, suv5, [
      ice('1.0 DiG-T 114', 'P', 114, 1.0, 'MA', { auto: 'DCT' }),
      ice('1.6 Hybrid 143', 'HEV', 143, 1.6, 'A', { auto: 'Auto' }),
    ], 'is a funky small SUV built in Sunderland', { trims: ['Acenta', 'N-Connecta', 'Tekna', 'N-Sport'], pop: 3, boot: 422 }),
    range('Qashqai', 'suv', 30_500, suv5, [
      ice('1.3 DiG-T MH 140', 'MHEV', 140, 1.3, 'M'),
      ice('1.3 DiG-T MH 158', 'MHEV', 158, 1.3, 'A', { auto: 'Xtronic' }),
      ice('1.5 e-Power 190', 'HEV', 190, 1.5, 'A', { auto: 'Auto' }),
    ], 'is the car that invented the crossover, and it is still one of the best', { trims: ['Acenta Premium', 'N-Connecta', 'Tekna', 'Tekna+'], pop: 3, boot: 504 }),
    range('Leaf', 'family', 30_000, five, [
      ev('110kW', 150, 52, { chargeKw: 105 }),
      ev('160kW', 218, 75, { chargeKw: 150 }),
    ], 'is the pioneering electric hatchback, now with a longer range and faster charging', { trims: ['Acenta', 'N-Connecta', 'Tekna'], pop: 2, boot: 437 }),
    range('X-Trail', 'large-suv', 37_500, [body(suv, 5), body(suv, 5, { seats: 7, tag: '7 Seat', priceDelta: 1_000 })], [
      ice('1.5 e-Power 204', 'HEV', 204, 1.5, 'A', { auto: 'Auto' }),
      ice('1.5 e-Power 213 e-4orce', 'HEV', 213, 1.5, 'A', { drive: '4', auto: 'Auto' }),
    ], 'is a family SUV with an optional third row and a smooth e-Power drivetrain', { trims: ['Acenta Premium', 'N-Connecta', 'Tekna', 'Tekna+'], boot: 585 }),
    range('Ariya', 'suv', 40_500, suv5, [
      ev('160kW', 218, 63, { chargeKw: 130 }),
      ev('178kW', 242, 87, { chargeKw: 130 }),
      ev('225kW e-4orce', 306, 87, { drive: '4', chargeKw: 130, only: ['Evolve'] }),
    ], 'is an electric SUV with a calm, lounge-like cabin', { trims: ['Engage', 'Advance', 'Evolve'], boot: 466 }),
  ],
  Suzuki: [
    range('Swift', 'supermini', 19_000, five, [
      ice('1.2 Mild Hybrid 83', 'MHEV', 83, 1.2, 'MA', { auto: 'CVT' }),
      ice('1.2 Mild Hybrid 83 ALLGRIP', 'MHEV', 83, 1.2, 'M', { drive: '4', only: ['Ultra'] }),
    ], 'is a light, frugal and cheerful supermini', { trims: ['Motion', 'Ultra'], pop: 1, boot: 265 }),
    range('Vitara', 'small-suv', 25_500, suv5, [
      ice('1.4 Boosterjet Mild Hybrid 129', 'MHEV', 129, 1.4, 'MA'),
      ice('1.4 Boosterjet Mild Hybrid 129 ALLGRIP', 'MHEV', 129, 1.4, 'M', { drive: '4', only: ['Ultra'] }),
    ], 'is a tough little SUV with a proper four-wheel-drive option', { trims: ['Motion', 'Ultra'], pop: 1, boot: 375 }),
  ],
  Tesla: [
    range('Model 3', 'exec', 40_000, [body(saloon, 4)], [
      ev('RWD', 283, 60, { drive: 'R', chargeKw: 170, fixedTrim: 'RWD' }),
      ev('Long Range RWD', 362, 78, { drive: 'R', chargeKw: 250, fixedTrim: 'Long Range' }),
      ev('Long Range AWD', 498, 78, { drive: '4', chargeKw: 250, fixedTrim: 'Long Range' }),
      ev('Performance AWD', 510, 78, { drive: '4', chargeKw: 250, fixedTrim: 'Performance' }),
    ], 'is the electric saloon that set the benchmark for efficiency and charging', { pop: 3, boot: 594 }),
    range('Model Y', 'suv', 45_000, suv5, [
      ev('RWD', 299, 60, { drive: 'R', chargeKw: 175, fixedTrim: 'RWD' }),
      ev('Long Range RWD', 347, 78, { drive: 'R', chargeKw: 250, fixedTrim: 'Long Range' }),
      ev('Long Range AWD', 514, 78, { drive: '4', chargeKw: 250, fixedTrim: 'Long Range' }),
      ev('Performance AWD', 453, 78, { drive: '4', chargeKw: 250, fixedTrim: 'Performance' }),
    ], 'is the electric SUV that became the best-selling car in the world', { pop: 3, boot: 854 }),
  ],
  Toyota: [
    range('Aygo X', 'city', 17_000, five, [
      ice('1.0 VVT-i 72', 'P', 72, 1.0, 'MA', { auto: 'S-CVT' }),
      ice('1.5 Hybrid 116', 'HEV', 116, 1.5, 'A', { only: ['Edge', 'Exclusive'] }),
    ], 'is a chunky little crossover-styled city car', { trims: ['Pure', 'Edge', 'Exclusive'], pop: 2, boot: 231 }),
    range('Yaris', 'supermini', 22_500, five, [
      ice('1.5 Hybrid 116', 'HEV', 116, 1.5, 'A'),
      ice('1.5 Hybrid 130', 'HEV', 130, 1.5, 'A', { only: ['Design', 'Excel', 'GR Sport'] }),
    ], 'is a supermini whose hybrid returns 70mpg in real-world driving', { trims: ['Icon', 'Design', 'Excel', 'GR Sport'], pop: 3, boot: 286 }),
    range('Yaris Cross', 'small-suv', 25_500, suv5, [
      ice('1.5 Hybrid 116', 'HEV', 116, 1.5, 'A'),
      ice('1.5 Hybrid 116 AWD-i', 'HEV', 116, 1.5, 'A', { drive: '4', only: ['Excel', 'GR Sport'] }),
      ice('1.5 Hybrid 130', 'HEV', 130, 1.5, 'A'),
    ], 'is a small hybrid SUV that is remarkably frugal', { trims: ['Icon', 'Design', 'Excel', 'GR Sport'], pop: 3, boot: 397 }),
    range('Corolla', 'family', 30_500, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_300 })], [
      ice('1.8 Hybrid 140', 'HEV', 140, 1.8, 'A'),
      ice('2.0 Hybrid 196', 'HEV', 196, 2.0, 'A'),
    ], 'is a dependable hybrid family car that is cheap to run and holds its value', { trims: ['Icon', 'Design', 'Excel', 'GR Sport'], pop: 3, boot: 361 }),
    range('C-HR', 'small-suv', 32_000, suv5, [
      ice('1.8 Hybrid 140', 'HEV', 140, 1.8, 'A'),
      ice('2.0 Hybrid 197', 'HEV', 197, 2.0, 'A'),
      phev('2.0 Plug-in Hybrid 223', 223, 2.0, 13.6),
    ], 'is a dramatically styled crossover with a choice of hybrid and plug-in power', { trims: ['Icon', 'Design', 'Excel', 'GR Sport'], pop: 3, boot: 388 }),
    range('RAV4', 'suv', 38_500, suv5, [
      ice('2.5 Hybrid 218', 'HEV', 218, 2.5, 'A'),
      ice('2.5 Hybrid 222 AWD-i', 'HEV', 222, 2.5, 'A', { drive: '4' }),
      phev('2.5 Plug-in Hybrid 306 AWD-i', 306, 2.5, 18.1, { drive: '4', only: ['Design', 'Dynamic'] }),
    ], 'is a roomy hybrid SUV with a reputation for reliability', { trims: ['Icon', 'Design', 'Dynamic'], pop: 3, boot: 580 }),
    range('bZ4X', 'suv', 41_000, suv5, [
      ev('167kW', 224, 57.7, { chargeKw: 150 }),
      ev('252kW AWD', 338, 73.1, { drive: '4', chargeKw: 150, only: ['Vision'] }),
    ], 'is an electric SUV with a spacious cabin and a ten-year battery warranty', { trims: ['Pure', 'Motion', 'Vision'], boot: 452 }),
    range('Mirai', 'exec', 50_500, [body(saloon, 4)], [
      ice('Fuel Cell 182', 'H2', 182, null, 'A', { drive: 'R', premium: 8_000 }),
    ], 'is a hydrogen fuel-cell saloon that refuels in five minutes and emits only water', { trims: ['Design', 'Excel'], pop: 1, boot: 321 }),
  ],
};
