// Car ranges of the German makes, as sold new in the UK: entry list prices (VAT included) in pounds, the
// powertrains a buyer can choose and each range's place in its class.
import type { RangeDef } from './model-data-types';
import { BODY, body, ev, ice, phev, range } from './model-data-types';

const { hatchback, saloon, estate, suv, coupe, convertible, mpv } = BODY;
const five = [body(hatchback, 5)];
const suv5 = [body(suv, 5)];

export const GERMAN_CAR_RANGES: Readonly<Record<string, readonly RangeDef[]>> = {
  Audi: [
    range('A1', 'supermini', 22_500, five, [
      ice('25 TFSI 95', 'P', 95, 1.0, 'M'),
      ice('30 TFSI 116', 'P', 116, 1.0, 'MA'),
      ice('35 TFSI 150', 'P', 150, 1.5, 'A'),
    ], 'is a premium supermini with a cabin that feels a class above its size', { trims: ['Sport', 'S line', 'Black Edition'], boot: 335 }),
    range('A3', 'family', 30_000, [body(hatchback, 5), body(saloon, 4, { priceDelta: 600 })], [
      ice('30 TFSI 116', 'P', 116, 1.0, 'M'),
      ice('35 TFSI 150', 'P', 150, 1.5, 'MA'),
      ice('35 TDI 150', 'D', 150, 2.0, 'A'),
      phev('40 TFSI e 204', 204, 1.5, 25.7),
      ice('S3 TFSI 333 quattro', 'P', 333, 2.0, 'A', { drive: '4', fixedTrim: 'S3' }),
    ], 'is the upmarket alternative to the Golf, built on the same bones but finished with more care', { pop: 3, boot: 380 }),
    range('Q3', 'suv', 36_000, suv5, [
      ice('35 TFSI 150', 'P', 150, 1.5, 'A'),
      ice('35 TDI 150', 'D', 150, 2.0, 'A'),
      ice('40 TFSI 204 quattro', 'P', 204, 2.0, 'A', { drive: '4' }),
      phev('45 TFSI e 245', 245, 1.5, 19.7),
    ], 'is a compact premium SUV that does the family jobs without fuss', { pop: 3, boot: 530 }),
    range('Q4 e-tron', 'suv', 50_500, suv5, [
      ev('150kW 40', 204, 77, { drive: 'R', chargeKw: 135 }),
      ev('210kW 45', 282, 82, { drive: 'R', chargeKw: 175 }),
      ev('250kW 55 quattro', 335, 82, { drive: '4', chargeKw: 175, only: ['S line', 'Black Edition', 'Vorsprung'] }),
    ], "is Audi's most popular electric car, roomy and hushed with a usefully long range", { pop: 3, boot: 520 }),
    range('A4', 'exec', 40_000, [body(saloon, 4), body(estate, 5, { priceDelta: 1_500 })], [
      ice('35 TFSI 150', 'MHEV', 150, 2.0, 'A'),
      ice('40 TFSI 204', 'MHEV', 204, 2.0, 'A'),
      ice('35 TDI 163', 'DMHEV', 163, 2.0, 'A'),
      ice('40 TDI 204 quattro', 'DMHEV', 204, 2.0, 'A', { drive: '4' }),
    ], 'is a polished executive car that majors on comfort and refinement', { boot: 460 }),
    range('Q5', 'suv', 51_000, suv5, [
      ice('40 TDI 204 quattro', 'DMHEV', 204, 2.0, 'A', { drive: '4' }),
      ice('45 TFSI 265 quattro', 'MHEV', 265, 2.0, 'A', { drive: '4' }),
      phev('50 TFSI e 299 quattro', 299, 2.0, 17.9, { drive: '4' }),
    ], 'is a refined family SUV with a properly premium interior', { boot: 520 }),
    range('Q6 e-tron', 'large-suv', 66_000, suv5, [
      ev('210kW', 286, 83, { drive: 'R', chargeKw: 225 }),
      ev('285kW quattro', 382, 100, { drive: '4', chargeKw: 270 }),
    ], 'is a big electric SUV built on an 800-volt platform that charges very quickly', { pop: 1, boot: 526 }),
  ],
  BMW: [
    range('1 Series', 'family', 31_500, five, [
      ice('120', 'MHEV', 170, 1.5, 'A'),
      ice('120d', 'D', 163, 2.0, 'A'),
      ice('M135 xDrive', 'P', 300, 2.0, 'A', { drive: '4', fixedTrim: 'M135' }),
    ], 'is a premium hatchback that still puts the driver first', { trims: ['Sport', 'M Sport', 'M Sport Pro'], pop: 3, boot: 380 }),
    range('3 Series', 'exec', 41_000, [body(saloon, 4), body(estate, 5, { priceDelta: 1_800 })], [
      ice('320i', 'P', 184, 2.0, 'A'),
      ice('320d', 'DMHEV', 190, 2.0, 'A'),
      ice('320d xDrive', 'DMHEV', 190, 2.0, 'A', { drive: '4' }),
      phev('330e', 292, 2.0, 19.5),
      ice('M340i xDrive', 'MHEV', 374, 3.0, 'A', { drive: '4', fixedTrim: 'M340i' }),
    ], 'remains the executive car that handles best, with a plug-in hybrid that suits company drivers', { trims: ['Sport', 'M Sport', 'M Sport Pro'], drive: 'R', pop: 3, boot: 480 }),
    range('X1', 'suv', 37_500, suv5, [
      ice('sDrive18i', 'P', 136, 1.5, 'A'),
      ice('sDrive20i', 'MHEV', 170, 1.5, 'A'),
      ice('sDrive18d', 'D', 150, 2.0, 'A'),
      ice('xDrive23i', 'MHEV', 218, 2.0, 'A', { drive: '4' }),
      phev('xDrive30e', 326, 1.5, 14.2, { drive: '4' }),
    ], 'is a practical premium SUV with a big boot and a sliding rear bench', { trims: ['Sport', 'xLine', 'M Sport'], pop: 3, boot: 540 }),
    range('iX1', 'suv', 46_000, suv5, [
      ev('150kW eDrive20', 204, 64.7, { chargeKw: 130 }),
      ev('230kW xDrive30', 313, 64.7, { drive: '4', chargeKw: 130 }),
    ], 'is the electric twin of the X1, with the same roomy cabin and no tailpipe', { trims: ['Sport', 'xLine', 'M Sport'], boot: 490 }),
    range('X3', 'suv', 50_000, suv5, [
      ice('20 xDrive', 'MHEV', 208, 2.0, 'A', { drive: '4' }),
      ice('20d xDrive', 'DMHEV', 197, 2.0, 'A', { drive: '4' }),
      phev('30e xDrive', 299, 2.0, 19.7, { drive: '4' }),
    ], 'is a mid-size SUV that rides and steers better than most rivals', { trims: ['xLine', 'M Sport', 'M Sport Pro'], boot: 570 }),
    range('i4', 'exec', 51_000, [body(coupe, 5)], [
      ev('210kW eDrive35', 286, 70, { drive: 'R', chargeKw: 180 }),
      ev('250kW eDrive40', 340, 84, { drive: 'R', chargeKw: 205 }),
      ev('400kW M50 xDrive', 544, 84, { drive: '4', chargeKw: 205, fixedTrim: 'M50' }),
    ], 'is an electric four-door coupe that drives like a proper BMW', { trims: ['Sport', 'M Sport', 'M Sport Pro'], pop: 3, boot: 470 }),
    range('5 Series', 'luxury', 51_500, [body(saloon, 4), body(estate, 5, { priceDelta: 2_500 })], [
      ice('520i', 'MHEV', 208, 2.0, 'A'),
      ice('520d', 'DMHEV', 197, 2.0, 'A'),
      phev('530e', 299, 2.0, 19.4),
    ], 'is a long-legged executive car with a beautifully quiet cabin', { trims: ['Sport', 'M Sport', 'M Sport Pro'], drive: 'R', boot: 520 }),
    range('X5', 'large-suv', 78_000, suv5, [
      ice('xDrive40i', 'MHEV', 381, 3.0, 'A'),
      ice('xDrive30d', 'DMHEV', 298, 3.0, 'A'),
      phev('xDrive50e', 489, 3.0, 25.7),
    ], 'is a large luxury SUV with muscular six-cylinder engines and a strong plug-in option', { trims: ['xLine', 'M Sport', 'M Sport Pro'], drive: '4', pop: 1, boot: 650 }),
    range('Z4', 'sports', 46_000, [body(convertible, 2, { seats: 2 })], [
      ice('sDrive20i', 'P', 197, 2.0, 'A'),
      ice('M40i', 'P', 340, 3.0, 'MA', { fixedTrim: 'M40i' }),
    ], 'is a two-seat roadster with a fabric roof that folds in ten seconds', { trims: ['Sport', 'M Sport'], drive: 'R', pop: 1, boot: 281 }),
  ],
  'Mercedes-Benz': [
    range('A-Class', 'family', 32_500, [body(hatchback, 5), body(saloon, 4, { priceDelta: 700 })], [
      ice('A180', 'MHEV', 136, 1.3, 'A'),
      ice('A200', 'MHEV', 163, 1.3, 'A'),
      ice('A200d', 'D', 150, 2.0, 'A'),
      phev('A250e', 218, 1.3, 15.6),
    ], 'brings the three-pointed star to the family hatchback class with a showpiece dashboard', { pop: 3, boot: 355 }),
    range('C-Class', 'exec', 47_000, [body(saloon, 4), body(estate, 5, { priceDelta: 1_500 })], [
      ice('C200', 'MHEV', 204, 1.5, 'A'),
      ice('C220d', 'DMHEV', 200, 2.0, 'A'),
      phev('C300e', 313, 2.0, 25.4),
      phev('C300de', 313, 2.0, 25.4, { fuel: 'DPHEV' }),
    ], 'is a comfortable executive car whose plug-in hybrids manage over 60 miles on electricity', { drive: 'R', pop: 3, boot: 455 }),
    range('CLA', 'exec', 38_000, [body(coupe, 4)], [
      ice('CLA 180', 'MHEV', 136, 1.3, 'A'),
      ice('CLA 200', 'MHEV', 163, 1.3, 'A'),
      phev('CLA 250e', 218, 1.3, 15.6),
    ], 'is a sleek four-door coupe that trades a little headroom for a lot of style', { pop: 1, boot: 460 }),
    range('GLA', 'suv', 39_500, suv5, [
      ice('GLA 200', 'MHEV', 163, 1.3, 'A'),
      ice('GLA 220d 4Matic', 'D', 190, 2.0, 'A', { drive: '4' }),
      phev('GLA 250e', 218, 1.3, 15.6),
    ], 'is a compact premium SUV with a raised driving position and a plush cabin', { pop: 3, boot: 435 }),
    range('GLC', 'suv', 56_000, suv5, [
      ice('GLC 220d 4Matic', 'DMHEV', 197, 2.0, 'A'),
      phev('GLC 300e 4Matic', 313, 2.0, 31.2),
      phev('GLC 300de 4Matic', 335, 2.0, 31.2, { fuel: 'DPHEV' }),
    ], "is Mercedes' best-selling SUV, a quiet and spacious long-distance car", { drive: '4', boot: 620 }),
    range('EQA', 'suv', 48_500, suv5, [
      ev('140kW 250+', 190, 70.5, { chargeKw: 100 }),
      ev('168kW 300 4Matic', 228, 66.5, { drive: '4', chargeKw: 100 }),
    ], 'is a small electric SUV with an unusually hushed and well-made cabin', { boot: 340 }),
    range('E-Class', 'luxury', 56_000, [body(saloon, 4), body(estate, 5, { priceDelta: 2_200 })], [
      ice('E200', 'MHEV', 204, 2.0, 'A'),
      ice('E220d', 'DMHEV', 197, 2.0, 'A'),
      phev('E300e', 313, 2.0, 25.4),
    ], 'is the default executive express, cossetting and astonishingly refined', { drive: 'R', pop: 1, boot: 540 }),
  ],
  MINI: [
    range('Cooper', 'supermini', 23_500, [body(hatchback, 3, { seats: 4 }), body(hatchback, 5, { priceDelta: 800 }), body(convertible, 2, { seats: 4, priceDelta: 4_000 })], [
      ice('1.5 C', 'P', 156, 1.5, 'A', { auto: 'Steptronic' }),
      ice('2.0 S', 'P', 204, 2.0, 'A', { auto: 'Steptronic' }),
      ev('135kW E', 184, 40.7, { chargeKw: 75, only: ['Classic', 'Exclusive'] }),
      ev('160kW SE', 218, 54.2, { chargeKw: 95 }),
      ice('2.0 John Cooper Works', 'P', 231, 2.0, 'A', { auto: 'Steptronic', fixedTrim: 'John Cooper Works' }),
    ], 'is a characterful small car with go-kart handling and a circular OLED screen', { trims: ['Classic', 'Exclusive', 'Sport'], pop: 3, boot: 210 }),
    range('Countryman', 'suv', 33_500, suv5, [
      ice('1.5 C', 'MHEV', 170, 1.5, 'A', { auto: 'Steptronic' }),
      ice('2.0 S ALL4', 'P', 218, 2.0, 'A', { drive: '4', auto: 'Steptronic' }),
      ev('150kW E', 204, 64.7, { chargeKw: 130 }),
      ev('230kW SE ALL4', 313, 64.7, { drive: '4', chargeKw: 130 }),
    ], 'is the biggest MINI yet, a genuine family SUV with the brand\'s playful design', { trims: ['Classic', 'Exclusive', 'Sport'], boot: 460 }),
    range('Aceman', 'small-suv', 32_000, suv5, [
      ev('135kW E', 184, 40.7, { chargeKw: 75 }),
      ev('160kW SE', 218, 54.2, { chargeKw: 95 }),
    ], 'is an electric-only crossover that slots between the Cooper and the Countryman', { trims: ['Classic', 'Exclusive', 'Sport'], pop: 1, boot: 300 }),
  ],
  Porsche: [
    range('Macan', 'suv', 70_000, suv5, [
      ev('265kW', 360, 95, { drive: 'R', chargeKw: 270, fixedTrim: 'Macan' }),
      ev('300kW 4', 408, 95, { drive: '4', chargeKw: 270, fixedTrim: 'Macan 4' }),
      ev('380kW 4S', 516, 95, { drive: '4', chargeKw: 270, fixedTrim: 'Macan 4S' }),
      ev('470kW Turbo', 639, 95, { drive: '4', chargeKw: 270, fixedTrim: 'Macan Turbo' }),
    ], 'is now an electric SUV that still steers like a sports car', { pop: 2, boot: 540 }),
    range('Cayenne', 'large-suv', 82_000, suv5, [
      ice('3.0 V6', 'P', 353, 3.0, 'A', { fixedTrim: 'Cayenne', auto: 'Tiptronic S' }),
      phev('3.0 V6 E-Hybrid', 470, 3.0, 25.9, { fixedTrim: 'E-Hybrid', auto: 'Tiptronic S' }),
      ice('4.0 V8 S', 'P', 474, 4.0, 'A', { fixedTrim: 'S', auto: 'Tiptronic S' }),
    ], 'is a luxury SUV with the engineering depth to shrink around its driver', { drive: '4', pop: 1, boot: 772 }),
    range('911', 'sports', 101_000, [body(coupe, 2, { seats: 4 }), body(convertible, 2, { seats: 4, priceDelta: 11_000 })], [
      ice('3.0 Carrera', 'P', 394, 3.0, 'A', { fixedTrim: 'Carrera', auto: 'PDK' }),
      ice('3.0 Carrera S', 'P', 473, 3.0, 'A', { fixedTrim: 'Carrera S', auto: 'PDK' }),
      ice('3.6 Carrera GTS T-Hybrid', 'HEV', 532, 3.6, 'A', { fixedTrim: 'Carrera GTS', auto: 'PDK' }),
    ], 'is the everyday supercar benchmark, usable in traffic and sublime on a B-road', { drive: 'R', pop: 1, boot: 132 }),
    range('Taycan', 'luxury', 87_000, [body(saloon, 4)], [
      ev('300kW', 408, 89, { drive: 'R', chargeKw: 320, fixedTrim: 'Taycan' }),
      ev('320kW 4', 435, 89, { drive: '4', chargeKw: 320, fixedTrim: 'Taycan 4' }),
      ev('440kW 4S', 598, 105, { drive: '4', chargeKw: 320, fixedTrim: 'Taycan 4S' }),
    ], 'is an electric sports saloon that charges faster than almost anything on sale', { pop: 1, boot: 407 }),
  ],
  Volkswagen: [
    range('Polo', 'supermini', 21_000, five, [
      ice('1.0 80', 'P', 80, 1.0, 'M'),
      ice('1.0 TSI 95', 'P', 95, 1.0, 'MA'),
      ice('1.0 TSI 115', 'P', 115, 1.0, 'MA'),
      ice('2.0 TSI 207 GTI', 'P', 207, 2.0, 'A', { fixedTrim: 'GTI' }),
    ], 'is a grown-up supermini that feels like a shrunken Golf', { trims: ['Life', 'Match', 'Style', 'R-Line'], pop: 3, boot: 351 }),
    range('Golf', 'family', 28_500, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_300 })], [
      ice('1.5 TSI 115', 'P', 115, 1.5, 'M'),
      ice('1.5 eTSI 115', 'MHEV', 115, 1.5, 'A'),
      ice('1.5 TSI 150', 'P', 150, 1.5, 'M'),
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 115', 'D', 115, 2.0, 'M'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      phev('1.5 TSI eHybrid 204', 204, 1.5, 19.7),
      ice('2.0 TSI 265 GTI', 'P', 265, 2.0, 'A', { fixedTrim: 'GTI' }),
      ice('2.0 TSI 333 R 4Motion', 'P', 333, 2.0, 'A', { drive: '4', fixedTrim: 'R' }),
    ], 'is the benchmark family hatchback, refined, roomy and easy to live with', { trims: ['Life', 'Match', 'Style', 'R-Line', 'Black Edition'], pop: 3, boot: 381 }),
    range('ID.3', 'family', 31_000, five, [
      ev('125kW', 170, 52, { drive: 'R', chargeKw: 145, only: ['Pure Essential'] }),
      ev('150kW', 204, 59, { drive: 'R', chargeKw: 165, only: ['Pro Essential', 'Pro Match'] }),
      ev('150kW', 204, 77, { drive: 'R', chargeKw: 175, only: ['Pro S Match'], premium: 3_000 }),
      ev('240kW GTX', 326, 79, { drive: 'R', chargeKw: 185, fixedTrim: 'GTX' }),
    ], 'is an electric family hatchback with a Golf-sized footprint and a roomier cabin', { trims: ['Pure Essential', 'Pro Essential', 'Pro Match', 'Pro S Match'], pop: 3, boot: 385 }),
    range('ID.4', 'suv', 41_000, suv5, [
      ev('125kW', 170, 52, { drive: 'R', chargeKw: 145, only: ['Pure Essential'] }),
      ev('210kW', 286, 77, { drive: 'R', chargeKw: 175 }),
      ev('250kW GTX 4Motion', 340, 77, { drive: '4', chargeKw: 175, fixedTrim: 'GTX' }),
    ], 'is a spacious electric SUV that suits families moving on from diesel', { trims: ['Pure Essential', 'Pro Essential', 'Pro Match', 'Pro Style'], pop: 3, boot: 543 }),
    range('T-Roc', 'small-suv', 28_500, [body(suv, 5), body(convertible, 2, { seats: 4, priceDelta: 5_500 })], [
      ice('1.0 TSI 115', 'P', 115, 1.0, 'M'),
      ice('1.5 TSI 150', 'P', 150, 1.5, 'MA'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      ice('2.0 TSI 190 4Motion', 'P', 190, 2.0, 'A', { drive: '4', only: ['R-Line', 'Black Edition'] }),
    ], 'is a stylish small SUV with a tough-feeling cabin and a convertible option', { trims: ['Life', 'Match', 'Style', 'R-Line', 'Black Edition'], pop: 3, boot: 445 }),
    range('Tiguan', 'suv', 37_000, suv5, [
      ice('1.5 eTSI 130', 'MHEV', 130, 1.5, 'A'),
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      ice('2.0 TSI 204 4Motion', 'P', 204, 2.0, 'A', { drive: '4' }),
      phev('1.5 TSI eHybrid 204', 204, 1.5, 19.7),
      phev('1.5 TSI eHybrid 272', 272, 1.5, 19.7),
    ], 'is a family SUV with clever packaging and a plug-in hybrid that covers 70 miles on a charge', { trims: ['Life', 'Match', 'Elegance', 'R-Line'], pop: 3, boot: 652 }),
    range('Passat', 'exec', 39_000, [body(estate, 5)], [
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      phev('1.5 TSI eHybrid 204', 204, 1.5, 19.7),
    ], 'is now estate-only, and its load bay embarrasses some SUVs', { trims: ['Life', 'Match', 'Elegance', 'R-Line'], boot: 690 }),
    range('ID. Buzz', 'mpv', 59_000, [body(mpv, 5), body(mpv, 5, { seats: 7, tag: 'LWB', priceDelta: 4_000 })], [
      ev('210kW', 286, 79, { drive: 'R', chargeKw: 185 }),
      ev('250kW GTX 4Motion', 340, 86, { drive: '4', chargeKw: 200, fixedTrim: 'GTX' }),
    ], 'is a retro-styled electric people carrier with vast space and plenty of charm', { trims: ['Pro', 'Style'], pop: 1, boot: 1_121 }),
  ],
};
