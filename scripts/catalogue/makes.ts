// The makes on the site, with the brand traits that shape prices, names and reviews. Ids are fixed here so a
// manufacturer keeps its id whatever else changes; range ids derive from them (see rangeId).
import { ASIAN_AMERICAN_CAR_RANGES } from './car-ranges-asian-american';
import { EUROPEAN_CAR_RANGES } from './car-ranges-european';
import { GERMAN_CAR_RANGES } from './car-ranges-german';
import type { MakeDef } from './model-data-types';
import { VAN_RANGES } from './van-ranges';

type MakeTraits = Omit<MakeDef, 'cars' | 'vans'>;

const TRAITS: readonly MakeTraits[] = [
  { id: 1, name: 'Alfa Romeo', tier: 2, autoName: 'Auto', trims: ['Sprint', 'Ti', 'Veloce'], rv: 0.9, discount: 0.12, character: 'Italian flair and genuinely sharp steering' },
  { id: 2, name: 'Audi', tier: 2, autoName: 'S tronic', trims: ['Sport', 'S line', 'Black Edition', 'Vorsprung'], rv: 1.06, discount: 0.09, character: 'beautifully finished cabins and quiet, assured road manners' },
  { id: 3, name: 'BMW', tier: 2, autoName: 'Step Auto', trims: ['Sport', 'M Sport', 'M Sport Pro'], rv: 1.06, discount: 0.08, character: 'engaging handling and a driver-focused cockpit' },
  { id: 4, name: 'BYD', tier: 1, autoName: 'Auto', trims: ['Active', 'Boost', 'Comfort', 'Design'], rv: 0.8, discount: 0.1, character: 'long equipment lists and in-house battery technology' },
  { id: 5, name: 'Citroen', tier: 1, autoName: 'Auto', trims: ['You', 'Plus', 'Max'], rv: 0.9, discount: 0.13, character: 'an unashamed focus on comfort' },
  { id: 6, name: 'Cupra', tier: 1, autoName: 'DSG', trims: ['V1', 'V2', 'V3', 'VZ1', 'VZ2'], rv: 0.97, discount: 0.1, character: 'sporty styling with copper detailing and a keen chassis' },
  { id: 7, name: 'Dacia', tier: 0, autoName: 'Auto', trims: ['Essential', 'Expression', 'Journey', 'Extreme'], rv: 0.98, discount: 0.04, character: 'honest, no-frills value' },
  { id: 8, name: 'Fiat', tier: 1, autoName: 'Auto', trims: ['Pop', 'Icon', 'La Prima'], rv: 0.88, discount: 0.12, character: 'cheerful Italian design' },
  { id: 9, name: 'Ford', tier: 1, autoName: 'Auto', trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Active'], rv: 0.95, discount: 0.12, character: 'fine handling and a huge dealer network' },
  { id: 10, name: 'Honda', tier: 1, autoName: 'eCVT', trims: ['Elegance', 'Advance', 'Advance Sport'], rv: 1.04, discount: 0.08, character: 'clever engineering and rock-solid reliability' },
  { id: 11, name: 'Hyundai', tier: 1, autoName: 'DCT', trims: ['Advance', 'Premium', 'N Line', 'Ultimate'], rv: 0.97, discount: 0.1, character: 'generous kit and a five-year unlimited-mileage warranty' },
  { id: 12, name: 'Isuzu', tier: 1, autoName: 'Auto', trims: ['Utility', 'DL20', 'DL40', 'V-Cross'], rv: 1.02, discount: 0.06, character: 'working-vehicle toughness' },
  { id: 13, name: 'Iveco', tier: 1, autoName: 'Hi-Matic', trims: ['Business', 'Business Plus'], rv: 0.95, discount: 0.1, character: 'truck-derived strength' },
  { id: 14, name: 'Jaguar', tier: 2, autoName: 'Auto', trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], rv: 0.88, discount: 0.15, character: 'a supple ride and a sporting edge' },
  { id: 15, name: 'Jeep', tier: 1, autoName: 'Auto', trims: ['Longitude', 'Altitude', 'Summit'], rv: 0.9, discount: 0.12, character: 'rugged American styling' },
  { id: 16, name: 'Kia', tier: 1, autoName: 'DCT', trims: ['2', '3', 'GT-Line', 'GT-Line S'], rv: 1.0, discount: 0.1, character: 'a seven-year warranty and strong value' },
  { id: 17, name: 'Land Rover', tier: 2, autoName: 'Auto', trims: ['S', 'Dynamic SE', 'Dynamic HSE', 'Autobiography'], rv: 1.04, discount: 0.06, character: 'unrivalled off-road ability wrapped in luxury' },
  { id: 18, name: 'Lexus', tier: 2, autoName: 'E-CVT', trims: ['Premium', 'Premium Plus', 'F Sport', 'Takumi'], rv: 1.08, discount: 0.07, character: 'impeccable build quality and silky hybrids' },
  { id: 19, name: 'Maxus', tier: 1, autoName: 'Auto', trims: ['Standard', 'Lux'], rv: 0.8, discount: 0.1, character: 'a focus on affordable electric commercial vehicles' },
  { id: 20, name: 'Mazda', tier: 1, autoName: 'Auto', trims: ['Prime-Line', 'Exclusive-Line', 'Homura', 'Takumi'], rv: 1.02, discount: 0.08, character: 'premium-feeling interiors and a fun-to-drive ethos' },
  { id: 21, name: 'Mercedes-Benz', tier: 2, autoName: 'Auto', trims: ['Sport Executive', 'AMG Line Executive', 'AMG Line Premium', 'AMG Line Premium Plus'], rv: 1.05, discount: 0.08, character: 'luxury, comfort and a high-tech MBUX cabin' },
  { id: 22, name: 'MG', tier: 0, autoName: 'Auto', trims: ['SE', 'Trophy'], rv: 0.82, discount: 0.07, character: 'keen prices and long warranties' },
  { id: 23, name: 'MINI', tier: 2, autoName: 'Steptronic', trims: ['Classic', 'Exclusive', 'Sport'], rv: 1.05, discount: 0.07, character: 'cheeky design and go-kart handling' },
  { id: 24, name: 'Nissan', tier: 1, autoName: 'Auto', trims: ['Acenta Premium', 'N-Connecta', 'Tekna', 'Tekna+'], rv: 0.94, discount: 0.12, character: 'practical crossovers built in Sunderland' },
  { id: 25, name: 'Peugeot', tier: 1, autoName: 'Auto', trims: ['Active', 'Allure', 'GT'], rv: 0.92, discount: 0.12, character: 'striking design and the compact i-Cockpit' },
  { id: 26, name: 'Polestar', tier: 2, autoName: 'Auto', trims: ['Standard', 'Plus', 'Pilot Plus'], rv: 0.86, discount: 0.1, character: 'minimalist Scandinavian design and a performance edge' },
  { id: 27, name: 'Porsche', tier: 3, autoName: 'PDK', trims: ['Base', 'S', 'GTS'], rv: 1.15, discount: 0.03, character: 'sports-car engineering in every model' },
  { id: 28, name: 'Renault', tier: 1, autoName: 'Auto', trims: ['evolution', 'techno', 'esprit Alpine'], rv: 0.92, discount: 0.12, character: 'clever packaging and accomplished hybrids' },
  { id: 29, name: 'SEAT', tier: 1, autoName: 'DSG', trims: ['SE', 'SE Technology', 'FR', 'FR Sport'], rv: 0.94, discount: 0.11, character: 'Spanish flair on proven Volkswagen Group parts' },
  { id: 30, name: 'Skoda', tier: 1, autoName: 'DSG', trims: ['SE', 'SE L', 'SportLine', 'Laurin & Klement'], rv: 1.0, discount: 0.1, character: 'practicality and thoughtful "Simply Clever" touches' },
  { id: 31, name: 'Suzuki', tier: 0, autoName: 'Auto', trims: ['Motion', 'Ultra'], rv: 0.97, discount: 0.06, character: 'light, simple and efficient cars' },
  { id: 32, name: 'Tesla', tier: 2, autoName: 'Auto', trims: ['RWD', 'Long Range', 'Performance'], batteryInName: false, rv: 0.92, discount: 0.02, character: 'class-leading efficiency and the Supercharger network' },
  { id: 33, name: 'Toyota', tier: 1, autoName: 'CVT', trims: ['Icon', 'Design', 'Excel', 'GR Sport'], rv: 1.08, discount: 0.07, character: 'bulletproof reliability and hybrid expertise' },
  { id: 34, name: 'Vauxhall', tier: 1, autoName: 'Auto', trims: ['Design', 'GS', 'Ultimate'], rv: 0.88, discount: 0.14, character: 'keen pricing and comfortable, well-equipped cars' },
  { id: 35, name: 'Volkswagen', tier: 1, autoName: 'DSG', trims: ['Life', 'Match', 'Style', 'R-Line'], rv: 1.02, discount: 0.09, character: 'quality, refinement and classless appeal' },
  { id: 36, name: 'Volvo', tier: 2, autoName: 'Auto', trims: ['Core', 'Plus', 'Ultimate'], rv: 1.0, discount: 0.09, character: 'calm Scandinavian design and a focus on safety' },
];

const CAR_RANGES = { ...GERMAN_CAR_RANGES, ...EUROPEAN_CAR_RANGES, ...ASIAN_AMERICAN_CAR_RANGES };

export const MAKES: readonly MakeDef[] = TRAITS.map((traits) => ({
  ...traits,
  cars: CAR_RANGES[traits.name] ?? [],
  vans: VAN_RANGES[traits.name] ?? [],
}));

/** Cars take range slots 1-49 of their make and vans 51-99, so adding a car range never renumbers a van range. */
export function rangeId(make: MakeDef, vehicleType: 1 | 2, index: number): number {
  return make.id * 100 + (vehicleType === 2 ? 50 : 0) + index + 1;
}
