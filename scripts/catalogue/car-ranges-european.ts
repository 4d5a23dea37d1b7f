// Car ranges of the British, French, Italian, Spanish, Czech, Romanian and Swedish makes sold new in the UK.
import type { RangeDef } from './model-data-types';
import { BODY, body, ev, ice, phev, range } from './model-data-types';

const { hatchback, estate, suv, convertible, mpv } = BODY;
const five = [body(hatchback, 5)];
const suv5 = [body(suv, 5)];

export const EUROPEAN_CAR_RANGES: Readonly<Record<string, readonly RangeDef[]>> = {
  'Alfa Romeo': [
    range('Tonale', 'suv', 42_000, suv5, [
      ice('1.5 MHEV 160', 'MHEV', 160, 1.5, 'A', { auto: 'TCT' }),
      phev('1.3 PHEV 280 Q4', 280, 1.3, 15.5, { drive: '4' }),
    ], 'is a handsome Italian SUV with sharp steering and a driver-focused cockpit', { trims: ['Sprint', 'Ti', 'Veloce'], pop: 1, boot: 500 }),
  ],
  Citroen: [
    range('C3', 'supermini', 18_500, five, [
      ice('1.2 PureTech 100', 'P', 100, 1.2, 'M'),
      ice('1.2 Hybrid 110', 'MHEV', 110, 1.2, 'A', { auto: 'e-DCS6' }),
      ev('83kW', 113, 44, { chargeKw: 100 }),
    ], 'is a comfort-first supermini with soft seats and a cushioned ride', { trims: ['You', 'Plus', 'Max'], pop: 2, boot: 310 }),
    range('C5 Aircross', 'suv', 31_000, suv5, [
      ice('1.2 Hybrid 145', 'MHEV', 145, 1.2, 'A', { auto: 'e-DCS6' }),
      phev('1.6 Plug-in Hybrid 195', 195, 1.6, 17.4),
      ev('157kW', 213, 73, { chargeKw: 160 }),
    ], 'is a family SUV that puts ride comfort and rear-seat space ahead of sportiness', { trims: ['You', 'Plus', 'Max'], boot: 580 }),
    range('Berlingo', 'mpv', 27_500, [body(mpv, 5), body(mpv, 5, { seats: 7, tag: 'XL', priceDelta: 1_300 })], [
      ice('1.2 PureTech 110', 'P', 110, 1.2, 'M'),
      ice('1.5 BlueHDi 100', 'D', 100, 1.5, 'M'),
      ice('1.5 BlueHDi 130', 'D', 130, 1.5, 'A', { auto: 'EAT8' }),
      ev('100kW', 136, 50, { chargeKw: 100 }),
    ], 'is a van-based people carrier with sliding doors and enormous storage', { trims: ['Plus', 'Max'], pop: 1, boot: 775 }),
  ],
  Cupra: [
    range('Born', 'family', 34_500, five, [
      ev('150kW e-Boost', 204, 59, { drive: 'R', chargeKw: 165 }),
      ev('170kW', 231, 77, { drive: 'R', chargeKw: 175, only: ['V2', 'V3'] }),
      ev('240kW VZ', 326, 79, { drive: 'R', chargeKw: 185, fixedTrim: 'VZ' }),
    ], 'is a sporty electric hatchback with a tighter chassis than its Volkswagen cousin', { trims: ['V1', 'V2', 'V3'], pop: 3, boot: 385 }),
    range('Formentor', 'suv', 33_500, suv5, [
      ice('1.5 TSI 150', 'P', 150, 1.5, 'MA'),
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      phev('1.5 e-HYBRID 272', 272, 1.5, 19.7),
      ice('2.0 TSI 333 VZ 4Drive', 'P', 333, 2.0, 'A', { drive: '4', fixedTrim: 'VZ' }),
    ], 'is a low-slung crossover that drives more like a hot hatch than an SUV', { trims: ['V1', 'V2', 'VZ1', 'VZ2'], pop: 3, boot: 450 }),
    range('Leon', 'family', 32_000, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_300 })], [
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      phev('1.5 e-HYBRID 272', 272, 1.5, 19.7),
      ice('2.0 TSI 300 VZ2', 'P', 300, 2.0, 'A', { fixedTrim: 'VZ2' }),
    ], 'is a sharp-suited hatchback and estate with punchy plug-in and petrol options', { trims: ['V1', 'V2', 'VZ1'], boot: 380 }),
    range('Tavascan', 'suv', 47_500, suv5, [
      ev('210kW', 286, 77, { drive: 'R', chargeKw: 135 }),
      ev('250kW VZ 4Drive', 340, 77, { drive: '4', chargeKw: 135, fixedTrim: 'VZ' }),
    ], 'is a coupe-styled electric SUV with a dramatic cabin', { trims: ['Endurance', 'Endurance Plus'], pop: 1, boot: 540 }),
  ],
  Dacia: [
    range('Sandero', 'supermini', 14_500, five, [
      ice('1.0 SCe 65', 'P', 65, 1.0, 'M'),
      ice('1.0 TCe 90', 'P', 90, 1.0, 'MA', { auto: 'CVT' }),
      ice('1.0 TCe Bi-Fuel 100', 'LPG', 100, 1.0, 'M'),
    ], 'is the cheapest new car in Britain, and it does not feel like it', { trims: ['Essential', 'Expression', 'Journey'], pop: 3, boot: 328 }),
    range('Sandero Stepway', 'supermini', 17_000, five, [
      ice('1.0 TCe 110', 'P', 110, 1.0, 'M'),
      ice('1.0 TCe Bi-Fuel 100', 'LPG', 100, 1.0, 'M'),
    ], 'adds a raised ride and rugged cladding to a bargain-priced supermini', { trims: ['Expression', 'Journey', 'Extreme'], boot: 328 }),
    range('Duster', 'small-suv', 19_500, suv5, [
      ice('1.0 TCe Bi-Fuel 100', 'LPG', 100, 1.0, 'M'),
      ice('1.2 TCe 130 4x4', 'MHEV', 130, 1.2, 'M', { drive: '4' }),
      ice('1.6 Hybrid 140', 'HEV', 140, 1.6, 'A'),
    ], 'is a no-nonsense SUV that is genuinely capable off road for the price of a supermini', { trims: ['Essential', 'Expression', 'Journey', 'Extreme'], pop: 3, boot: 472 }),
    range('Jogger', 'mpv', 19_500, [body(mpv, 5, { seats: 7 })], [
      ice('1.0 TCe 110', 'P', 110, 1.0, 'M'),
      ice('1.0 TCe Bi-Fuel 100', 'LPG', 100, 1.0, 'M'),
      ice('1.6 Hybrid 140', 'HEV', 140, 1.6, 'A'),
    ], 'is the most affordable seven-seater on sale, with a third row adults can use', { trims: ['Essential', 'Expression', 'Extreme'], boot: 565 }),
    range('Spring', 'city', 15_000, five, [
      ev('33kW', 44, 26.8, { chargeKw: 30 }),
      ev('48kW', 64, 26.8, { chargeKw: 30 }),
    ], 'is a tiny, very affordable electric runabout for town', { trims: ['Expression', 'Extreme'], pop: 1, boot: 308 }),
  ],
  Fiat: [
    range('500e', 'city', 28_000, [body(hatchback, 3, { seats: 4 }), body(convertible, 2, { seats: 4, priceDelta: 2_500 })], [
      ev('70kW', 95, 21.3, { chargeKw: 50, only: ['Icon'] }),
      ev('87kW', 118, 37.3, { chargeKw: 85 }),
    ], 'is a chic electric city car that feels upmarket inside', { trims: ['Icon', 'La Prima'], pop: 3, boot: 185 }),
    range('600', 'small-suv', 24_000, suv5, [
      ice('1.2 Hybrid 100', 'MHEV', 100, 1.2, 'A', { auto: 'e-DCT6' }),
      ev('115kW', 156, 51, { chargeKw: 100 }),
    ], 'is a retro-flavoured small SUV with petrol hybrid and electric choices', { trims: ['Pop', 'La Prima'], boot: 360 }),
    range('Panda', 'city', 16_500, five, [
      ice('1.0 Mild Hybrid 70', 'MHEV', 70, 1.0, 'M'),
    ], 'is a boxy, endearing city car that is easy to park and cheap to run', { trims: ['Pandina', 'Cross'], pop: 1, boot: 225 }),
  ],
  Ford: [
    range('Puma', 'small-suv', 25_500, suv5, [
      ice('1.0 EcoBoost Hybrid mHEV 125', 'MHEV', 125, 1.0, 'MA'),
      ice('1.0 EcoBoost Hybrid mHEV 155', 'MHEV', 155, 1.0, 'A'),
      ice('1.5 EcoBoost 200 ST', 'P', 200, 1.5, 'M', { fixedTrim: 'ST' }),
    ], "is Britain's best-selling car, a small SUV with sharp handling and a clever underfloor boot", { trims: ['Titanium', 'ST-Line', 'ST-Line X'], pop: 3, boot: 456 }),
    range('Puma Gen-E', 'small-suv', 30_000, suv5, [
      ev('125kW', 168, 43, { chargeKw: 100 }),
    ], 'is the electric Puma, keeping the deep boot and adding a front storage tray', { trims: ['Select', 'Premium'], boot: 523 }),
    range('Kuga', 'suv', 33_500, suv5, [
      ice('1.5 EcoBoost 150', 'P', 150, 1.5, 'M'),
      ice('2.5 FHEV 180', 'HEV', 180, 2.5, 'A', { auto: 'CVT' }),
      ice('2.5 FHEV 183 AWD', 'HEV', 183, 2.5, 'A', { drive: '4', auto: 'CVT', only: ['ST-Line X', 'Active X'] }),
      phev('2.5 PHEV 243', 243, 2.5, 14.4, { auto: 'CVT' }),
    ], 'is a family SUV whose plug-in hybrid is a long-time company-car favourite', { trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Active X'], pop: 3, boot: 475 }),
    range('Focus', 'family', 28_500, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_200 })], [
      ice('1.0 EcoBoost Hybrid mHEV 125', 'MHEV', 125, 1.0, 'MA'),
      ice('1.0 EcoBoost Hybrid mHEV 155', 'MHEV', 155, 1.0, 'A'),
      ice('2.3 EcoBoost 280 ST', 'P', 280, 2.3, 'MA', { fixedTrim: 'ST' }),
    ], 'is still one of the best-handling family hatchbacks on sale', { trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Active'], boot: 392 }),
    range('Mustang Mach-E', 'suv', 50_000, suv5, [
      ev('198kW Standard Range', 269, 72, { drive: 'R', chargeKw: 115 }),
      ev('216kW Extended Range', 294, 91, { drive: 'R', chargeKw: 150 }),
      ev('258kW Extended Range AWD', 351, 91, { drive: '4', chargeKw: 150, only: ['Premium'] }),
      ev('358kW GT AWD', 487, 91, { drive: '4', chargeKw: 150, fixedTrim: 'GT' }),
    ], 'is an electric SUV with muscle-car styling and a surprisingly agile chassis', { trims: ['Select', 'Premium'], pop: 2, boot: 519 }),
    range('Explorer', 'suv', 40_000, suv5, [
      ev('125kW', 170, 52, { drive: 'R', chargeKw: 145 }),
      ev('210kW Extended Range', 286, 77, { drive: 'R', chargeKw: 135 }),
      ev('250kW Extended Range AWD', 340, 79, { drive: '4', chargeKw: 185, only: ['Premium'] }),
    ], 'is a chunky electric SUV with a huge central storage bin', { trims: ['Select', 'Premium'], boot: 470 }),
    range('Mustang', 'sports', 58_000, [body(BODY.coupe, 2, { seats: 4 }), body(convertible, 2, { seats: 4, priceDelta: 6_000 })], [
      ice('5.0 V8 446', 'P', 446, 5.0, 'MA', { fixedTrim: 'GT', drive: 'R' }),
    ], 'is a V8 muscle car with a soundtrack nothing electric can match', { pop: 1, boot: 382 }),
  ],
  Jaguar: [
    range('F-Pace', 'suv', 55_500, suv5, [
      ice('2.0 D200', 'DMHEV', 204, 2.0, 'A'),
      ice('3.0 D300', 'DMHEV', 300, 3.0, 'A'),
      phev('2.0 P400e', 404, 2.0, 19.2),
    ], 'is a sporting SUV that rides and handles with real polish', { trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], drive: '4', boot: 613 }),
    range('E-Pace', 'small-suv', 42_500, suv5, [
      ice('2.0 D200', 'DMHEV', 204, 2.0, 'A', { drive: '4' }),
      phev('1.5 P300e', 309, 1.5, 15, { drive: '4' }),
    ], 'is a compact premium SUV with a coupe-like roofline', { trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], pop: 1, boot: 577 }),
  ],
  Jeep: [
    range('Avenger', 'small-suv', 25_000, suv5, [
      ice('1.2 100', 'P', 100, 1.2, 'M'),
      ice('1.2 e-Hybrid 100', 'MHEV', 100, 1.2, 'A', { auto: 'e-DCT6' }),
      ev('115kW', 156, 51, { chargeKw: 100 }),
    ], 'is a compact, boxy SUV that won European Car of the Year in electric form', { trims: ['Longitude', 'Altitude', 'Summit'], boot: 380 }),
  ],
  'Land Rover': [
    range('Defender', 'large-suv', 62_000, [body(suv, 3, { tag: '90', seats: 6 }), body(suv, 5, { tag: '110', priceDelta: 3_500 }), body(suv, 5, { tag: '130', seats: 8, priceDelta: 11_000 })], [
      ice('3.0 D250', 'DMHEV', 249, 3.0, 'A'),
      ice('3.0 D300', 'DMHEV', 300, 3.0, 'A'),
      phev('2.0 P300e', 300, 2.0, 19.2),
      ice('3.0 P400', 'MHEV', 400, 3.0, 'A', { only: ['X-Dynamic HSE', 'X'] }),
    ], 'is a go-anywhere icon reinvented with a comfortable, high-tech cabin', { trims: ['S', 'X-Dynamic SE', 'X-Dynamic HSE', 'X'], drive: '4', pop: 3, boot: 786 }),
    range('Range Rover Evoque', 'suv', 46_000, suv5, [
      ice('2.0 D200', 'DMHEV', 204, 2.0, 'A'),
      ice('2.0 P250', 'MHEV', 249, 2.0, 'A'),
      phev('1.5 P300e', 309, 1.5, 15),
    ], 'is a fashionable compact luxury SUV with an elegant, minimalist interior', { trims: ['S', 'Dynamic SE', 'Dynamic HSE', 'Autobiography'], drive: '4', pop: 3, boot: 472 }),
    range('Discovery Sport', 'large-suv', 45_500, [body(suv, 5, { seats: 7 })], [
      ice('2.0 D200', 'DMHEV', 204, 2.0, 'A'),
      phev('1.5 P300e', 309, 1.5, 15, { only: ['Dynamic SE', 'Dynamic HSE'] }),
    ], 'is a practical seven-seat SUV that really can tow and wade', { trims: ['S', 'Dynamic SE', 'Dynamic HSE'], drive: '4', boot: 541 }),
    range('Range Rover Sport', 'large-suv', 86_000, suv5, [
      ice('3.0 D300', 'DMHEV', 300, 3.0, 'A'),
      ice('3.0 D350', 'DMHEV', 350, 3.0, 'A'),
      phev('3.0 P460e', 460, 3.0, 38.2),
    ], 'is a luxury SUV with an 80-mile plug-in hybrid and serene long-distance manners', { trims: ['Dynamic SE', 'Dynamic HSE', 'Autobiography'], drive: '4', pop: 1, boot: 647 }),
  ],
  Peugeot: [
    range('208', 'supermini', 20_000, five, [
      ice('1.2 PureTech 75', 'P', 75, 1.2, 'M'),
      ice('1.2 PureTech 100', 'P', 100, 1.2, 'M'),
      ice('1.2 Hybrid 110', 'MHEV', 110, 1.2, 'A', { auto: 'e-DCS6' }),
      ev('115kW', 156, 51, { chargeKw: 100 }),
    ], 'is a stylish supermini with a distinctive tiny-wheel, high-dials driving position', { trims: ['Active', 'Allure', 'GT'], pop: 3, boot: 352 }),
    range('2008', 'small-suv', 25_000, suv5, [
      ice('1.2 PureTech 100', 'P', 100, 1.2, 'M'),
      ice('1.2 Hybrid 145', 'MHEV', 145, 1.2, 'A', { auto: 'e-DCS6' }),
      ev('115kW', 156, 54, { chargeKw: 100 }),
    ], 'is a sharp-looking small SUV with petrol, hybrid and electric options', { trims: ['Active', 'Allure', 'GT'], pop: 3, boot: 434 }),
    range('308', 'family', 28_500, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_200 })], [
      ice('1.2 Hybrid 145', 'MHEV', 145, 1.2, 'A', { auto: 'e-DCS6' }),
      ice('1.5 BlueHDi 130', 'D', 130, 1.5, 'A', { auto: 'EAT8' }),
      phev('1.6 Plug-in Hybrid 180', 180, 1.6, 12.4, { auto: 'e-EAT8' }),
      ev('115kW', 156, 54, { chargeKw: 100 }),
    ], 'is a handsome family hatchback and estate with a high-quality cabin', { trims: ['Active', 'Allure', 'GT'], boot: 412 }),
    range('3008', 'suv', 36_000, suv5, [
      ice('1.2 Hybrid 145', 'MHEV', 145, 1.2, 'A', { auto: 'e-DCS6' }),
      phev('1.6 Plug-in Hybrid 195', 195, 1.6, 17.9, { auto: 'e-DCS7' }),
      ev('157kW', 213, 73, { chargeKw: 160 }),
      ev('240kW Dual Motor', 325, 73, { drive: '4', chargeKw: 160, only: ['GT'] }),
    ], 'is a fastback family SUV with a wraparound panoramic screen', { trims: ['Allure', 'GT'], pop: 3, boot: 520 }),
    range('5008', 'large-suv', 40_500, [body(suv, 5, { seats: 7 })], [
      ice('1.2 Hybrid 145', 'MHEV', 145, 1.2, 'A', { auto: 'e-DCS6' }),
      phev('1.6 Plug-in Hybrid 195', 195, 1.6, 17.9, { auto: 'e-DCS7' }),
      ev('157kW', 213, 73, { chargeKw: 160 }),
    ], 'is a seven-seat SUV whose three middle-row seats are all full size', { trims: ['Allure', 'GT'], boot: 748 }),
  ],
  Polestar: [
    range('Polestar 2', 'exec', 47_500, five, [
      ev('200kW Standard Range Single Motor', 272, 69, { drive: 'R', chargeKw: 135 }),
      ev('220kW Long Range Single Motor', 299, 82, { drive: 'R', chargeKw: 205 }),
      ev('310kW Long Range Dual Motor', 421, 82, { drive: '4', chargeKw: 205, only: ['Plus', 'Pilot Plus'] }),
    ], 'is a Scandinavian electric fastback with Google built into its dashboard', { trims: ['Standard', 'Plus', 'Pilot Plus'], pop: 3, boot: 405 }),
    range('Polestar 4', 'suv', 60_000, suv5, [
      ev('200kW Long Range Single Motor', 272, 100, { drive: 'R', chargeKw: 200 }),
      ev('400kW Long Range Dual Motor', 544, 100, { drive: '4', chargeKw: 200 }),
    ], 'is an SUV coupe with no rear window, relying on a camera mirror instead', { trims: ['Standard', 'Plus'], pop: 1, boot: 526 }),
  ],
  Renault: [
    range('Clio', 'supermini', 19_000, five, [
      ice('1.0 TCe 90', 'P', 90, 1.0, 'M'),
      ice('1.6 E-Tech full hybrid 145', 'HEV', 145, 1.6, 'A'),
    ], 'is a polished supermini whose full hybrid returns over 60mpg', { trims: ['evolution', 'techno', 'esprit Alpine'], pop: 3, boot: 391 }),
    range('Captur', 'small-suv', 24_000, suv5, [
      ice('1.0 TCe 90', 'P', 90, 1.0, 'M'),
      ice('1.3 Mild Hybrid 160', 'MHEV', 160, 1.3, 'A', { auto: 'EDC' }),
      ice('1.6 E-Tech full hybrid 145', 'HEV', 145, 1.6, 'A'),
    ], 'is a small SUV with a sliding rear bench that trades legroom for boot space', { trims: ['evolution', 'techno', 'esprit Alpine'], pop: 2, boot: 422 }),
    range('Austral', 'suv', 35_000, suv5, [
      ice('1.2 E-Tech full hybrid 200', 'HEV', 200, 1.2, 'A'),
    ], 'is a family SUV whose full hybrid makes it unusually economical', { trims: ['techno', 'esprit Alpine', 'iconic esprit Alpine'], boot: 527 }),
    range('5 E-Tech', 'supermini', 23_000, five, [
      ev('90kW', 120, 40, { chargeKw: 80, only: ['evolution'] }),
      ev('110kW', 150, 52, { chargeKw: 100 }),
    ], 'is a retro-styled electric supermini that is as fun as it looks', { trims: ['evolution', 'techno', 'iconic cinq'], pop: 3, boot: 326 }),
    range('Megane E-Tech', 'family', 36_500, five, [
      ev('160kW EV60', 218, 60, { chargeKw: 130 }),
    ], 'is a crossover-styled electric hatchback with a crisp Google-based screen', { trims: ['techno', 'esprit Alpine', 'iconic'], pop: 1, boot: 440 }),
    range('Scenic E-Tech', 'suv', 38_000, suv5, [
      ev('125kW EV60', 170, 60, { chargeKw: 130 }),
      ev('160kW EV87', 218, 87, { chargeKw: 150 }),
    ], 'is a family electric SUV with a 379-mile range and a genuinely big boot', { trims: ['techno', 'esprit Alpine', 'iconic'], boot: 545 }),
  ],
  SEAT: [
    range('Ibiza', 'supermini', 19_500, five, [
      ice('1.0 MPI 80', 'P', 80, 1.0, 'M'),
      ice('1.0 TSI 95', 'P', 95, 1.0, 'M'),
      ice('1.0 TSI 115', 'P', 115, 1.0, 'MA'),
      ice('1.5 TSI 150', 'P', 150, 1.5, 'A', { only: ['FR', 'FR Sport'] }),
    ], 'is a fun supermini with a roomy cabin for its size', { trims: ['SE', 'SE Technology', 'FR', 'FR Sport'], pop: 2, boot: 355 }),
    range('Leon', 'family', 26_000, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_200 })], [
      ice('1.5 TSI 115', 'P', 115, 1.5, 'M'),
      ice('1.5 eTSI 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      phev('1.5 eHybrid 204', 204, 1.5, 19.7),
    ], 'is a value-focused family hatchback that shares the Golf\'s running gear', { trims: ['SE', 'SE Technology', 'FR', 'FR Sport'], boot: 380 }),
    range('Arona', 'small-suv', 21_500, suv5, [
      ice('1.0 TSI 95', 'P', 95, 1.0, 'M'),
      ice('1.0 TSI 115', 'P', 115, 1.0, 'MA'),
      ice('1.5 TSI 150', 'P', 150, 1.5, 'A', { only: ['FR', 'FR Sport'] }),
    ], 'is a compact SUV with a boot bigger than its size suggests', { trims: ['SE', 'SE Technology', 'FR', 'FR Sport'], boot: 400 }),
    range('Ateca', 'suv', 29_500, suv5, [
      ice('1.5 TSI 150', 'P', 150, 1.5, 'MA'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
    ], 'is a sensible family SUV with a tidy drive and a big boot', { trims: ['SE', 'SE Technology', 'FR', 'FR Sport'], pop: 1, boot: 510 }),
  ],
  Skoda: [
    range('Fabia', 'supermini', 19_000, five, [
      ice('1.0 MPI 80', 'P', 80, 1.0, 'M'),
      ice('1.0 TSI 95', 'P', 95, 1.0, 'M'),
      ice('1.0 TSI 116', 'P', 116, 1.0, 'MA'),
      ice('1.5 TSI 150', 'P', 150, 1.5, 'A', { only: ['Monte Carlo'] }),
    ], 'is a roomy supermini with a boot that rivals cars from the class above', { trims: ['SE Comfort', 'SE L', 'Monte Carlo'], pop: 3, boot: 380 }),
    range('Octavia', 'family', 28_000, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_200 })], [
      ice('1.5 TSI 115', 'P', 115, 1.5, 'M'),
      ice('1.5 TSI e-TEC 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 115', 'D', 115, 2.0, 'M'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      ice('2.0 TSI 265 vRS', 'P', 265, 2.0, 'A', { fixedTrim: 'vRS' }),
    ], 'is the family car that gives you the most space for your money', { trims: ['SE', 'SE L', 'SportLine'], pop: 3, boot: 600 }),
    range('Superb', 'exec', 38_500, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_300 })], [
      ice('1.5 TSI e-TEC 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      phev('1.5 TSI iV 204', 204, 1.5, 25.7),
    ], 'is a limousine-sized estate and hatchback with vast rear legroom', { trims: ['SE', 'SE L', 'SportLine', 'Laurin & Klement'], boot: 645 }),
    range('Karoq', 'suv', 31_000, suv5, [
      ice('1.5 TSI 150', 'P', 150, 1.5, 'MA'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
    ], 'is a practical family SUV with removable rear seats', { trims: ['SE Drive', 'SE L', 'SportLine'], pop: 1, boot: 521 }),
    range('Kodiaq', 'large-suv', 39_000, [body(suv, 5, { seats: 7 })], [
      ice('1.5 TSI e-TEC 150', 'MHEV', 150, 1.5, 'A'),
      ice('2.0 TDI 150', 'D', 150, 2.0, 'A'),
      ice('2.0 TDI 193 4x4', 'D', 193, 2.0, 'A', { drive: '4', only: ['SE L', 'SportLine', 'Laurin & Klement'] }),
    ], 'is a big seven-seat SUV that gives you a lot of car for the money', { trims: ['SE', 'SE L', 'SportLine', 'Laurin & Klement'], pop: 3, boot: 845 }),
    range('Enyaq', 'suv', 41_000, suv5, [
      ev('150kW 60', 204, 63, { drive: 'R', chargeKw: 165 }),
      ev('210kW 85', 286, 77, { drive: 'R', chargeKw: 175 }),
      ev('210kW 85x 4x4', 286, 77, { drive: '4', chargeKw: 175, only: ['SportLine', 'Laurin & Klement'] }),
    ], 'is a roomy electric SUV with a 585-litre boot and a comfortable ride', { trims: ['SE', 'SE L', 'SportLine', 'Laurin & Klement'], pop: 3, boot: 585 }),
    range('Elroq', 'small-suv', 31_500, suv5, [
      ev('125kW 50', 170, 52, { drive: 'R', chargeKw: 145, only: ['SE', 'SE L'] }),
      ev('150kW 60', 204, 59, { drive: 'R', chargeKw: 165 }),
      ev('210kW 85', 286, 77, { drive: 'R', chargeKw: 175, only: ['SE L', 'Edition'] }),
    ], 'is a compact electric SUV with a surprisingly long range for the money', { trims: ['SE', 'SE L', 'Edition'], pop: 2, boot: 470 }),
  ],
  Vauxhall: [
    range('Corsa', 'supermini', 19_500, five, [
      ice('1.2 75', 'P', 75, 1.2, 'M'),
      ice('1.2 Turbo 100', 'P', 100, 1.2, 'M'),
      ice('1.2 Turbo Hybrid 110', 'MHEV', 110, 1.2, 'A', { auto: 'e-DCT6' }),
      ev('100kW', 136, 51, { chargeKw: 100, only: ['Design', 'GS'] }),
      ev('115kW', 156, 51, { chargeKw: 100, only: ['GS', 'Ultimate'] }),
    ], 'is a neat, well-equipped supermini and one of the easiest cars to lease cheaply', { trims: ['Design', 'GS', 'Ultimate'], pop: 3, boot: 309 }),
    range('Astra', 'family', 27_000, [body(hatchback, 5), body(estate, 5, { priceDelta: 1_200 })], [
      ice('1.2 Turbo 130', 'P', 130, 1.2, 'MA'),
      ice('1.5 Turbo D 130', 'D', 130, 1.5, 'A'),
      phev('1.6 Plug-in Hybrid 180', 180, 1.6, 12.4),
      ev('115kW', 156, 54, { chargeKw: 100 }),
    ], 'is a smart, comfortable family hatchback with a plug-in hybrid and an electric version', { trims: ['Design', 'GS', 'Ultimate'], pop: 3, boot: 422 }),
    range('Mokka', 'small-suv', 24_500, suv5, [
      ice('1.2 Turbo 100', 'P', 100, 1.2, 'M'),
      ice('1.2 Turbo Hybrid 136', 'MHEV', 136, 1.2, 'A', { auto: 'e-DCT6' }),
      ev('115kW', 156, 54, { chargeKw: 100 }),
    ], 'is a small SUV with bold looks and a digital Pure Panel dashboard', { trims: ['Design', 'GS', 'Ultimate'], pop: 3, boot: 350 }),
    range('Frontera', 'small-suv', 24_000, suv5, [
      ice('1.2 Turbo Hybrid 110', 'MHEV', 110, 1.2, 'A', { auto: 'e-DCT6' }),
      ev('83kW', 113, 44, { chargeKw: 100 }),
    ], 'is a practical, keenly priced small SUV with the same list price for petrol and electric', { trims: ['Design', 'GS'], boot: 460 }),
    range('Grandland', 'suv', 35_000, suv5, [
      ice('1.2 Turbo Hybrid 136', 'MHEV', 136, 1.2, 'A', { auto: 'e-DCT6' }),
      phev('1.6 Plug-in Hybrid 195', 195, 1.6, 17.9),
      ev('157kW', 213, 73, { chargeKw: 160 }),
    ], 'is a family SUV that offers petrol, plug-in and electric power in the same roomy body', { trims: ['Design', 'GS', 'Ultimate'], boot: 550 }),
  ],
  Volvo: [
    range('EX30', 'small-suv', 33_500, suv5, [
      ev('200kW Single Motor', 272, 51, { drive: 'R', chargeKw: 134, only: ['Core', 'Plus'] }),
      ev('200kW Single Motor Extended Range', 272, 69, { drive: 'R', chargeKw: 153 }),
      ev('315kW Twin Motor Performance', 428, 69, { drive: '4', chargeKw: 153, only: ['Ultra'] }),
    ], 'is a small premium electric SUV with Scandinavian design and startling pace', { trims: ['Core', 'Plus', 'Ultra'], pop: 3, boot: 318 }),
    range('XC40', 'small-suv', 37_000, suv5, [
      ice('2.0 B3', 'MHEV', 163, 2.0, 'A'),
      ice('2.0 B4', 'MHEV', 197, 2.0, 'A'),
    ], 'is a characterful compact SUV with clever storage and strong safety credentials', { trims: ['Core', 'Plus', 'Ultimate'], pop: 3, boot: 452 }),
    range('EX40', 'small-suv', 45_000, suv5, [
      ev('175kW Single Motor', 238, 69, { drive: 'R', chargeKw: 130 }),
      ev('300kW Twin Motor', 408, 79, { drive: '4', chargeKw: 200, only: ['Plus', 'Ultimate'] }),
    ], 'is the electric XC40, quick and quiet with a rear-drive chassis', { trims: ['Core', 'Plus', 'Ultimate'], boot: 419 }),
    range('XC60', 'suv', 51_000, suv5, [
      ice('2.0 B5', 'MHEV', 250, 2.0, 'A', { drive: '4' }),
      phev('2.0 T6 Plug-in Hybrid AWD', 350, 2.0, 18.8, { drive: '4' }),
      phev('2.0 T8 Plug-in Hybrid AWD', 455, 2.0, 18.8, { drive: '4', only: ['Plus', 'Ultra'] }),
    ], 'is a calm, safe and handsome family SUV with long-range plug-in hybrids', { trims: ['Core', 'Plus', 'Ultra'], pop: 3, boot: 483 }),
    range('V60', 'exec', 44_000, [body(estate, 5)], [
      ice('2.0 B4', 'MHEV', 197, 2.0, 'A'),
      phev('2.0 T6 Plug-in Hybrid AWD', 350, 2.0, 18.8, { drive: '4' }),
    ], 'is an elegant executive estate that is relaxing to drive', { trims: ['Core', 'Plus', 'Ultimate'], pop: 1, boot: 529 }),
    range('XC90', 'large-suv', 70_000, [body(suv, 5, { seats: 7 })], [
      ice('2.0 B5 AWD', 'MHEV', 250, 2.0, 'A', { drive: '4' }),
      phev('2.0 T8 Plug-in Hybrid AWD', 455, 2.0, 18.8, { drive: '4' }),
    ], 'is a luxurious seven-seater with one of the most relaxing cabins around', { trims: ['Core', 'Plus', 'Ultra'], pop: 1, boot: 680 }),
  ],
};
