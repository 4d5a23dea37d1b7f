import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatPounds } from '../../ui/format';
import { VehicleImage } from './VehicleImage';
import { paintSelected } from './vehicle-slice';

const VIEWS = ['front', 'side', 'rear', 'interior'] as const;

/** Gallery (spec §2): every view, drawn in the paint chosen under Colour options. */
export function VehicleGallery({ vehicleId, name }: { vehicleId: number; name: string }) {
  const paintId = useAppSelector((state) => state.vehicle.selectedPaintOption);
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Gallery</h2>
      <ul className="gallery">
        {VIEWS.map((view, index) => (
          <li key={view}>
            <VehicleImage vehicleId={vehicleId} view={view} paintId={view === 'interior' ? null : paintId} alt={`${name}, ${view === 'interior' ? 'interior' : `${view} view`}`} eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Colour options (spec §2, §4): the paints offered for this vehicle, with their prices; none chosen at first. */
export function ColourOptions() {
  const dispatch = useAppDispatch();
  const id = useId();
  const { paintOptions, selectedPaintOption } = useAppSelector((state) => state.vehicle);
  if (paintOptions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Colour options</h2>
      <div className="swatches" role="radiogroup" aria-labelledby={`${id}-heading`}>
        {paintOptions.map((paint) => (
          <label key={paint.id} className="swatch">
            <input type="radio" name={`${id}-paint`} value={paint.id} checked={paint.id === selectedPaintOption} onChange={() => dispatch(paintSelected(paint.id))} />
            <span className="swatch__colour" style={{ background: paint.colour }} aria-hidden="true" />
            <span className="swatch__name">
              {paint.name}
              <span className="swatch__price">{paint.price > 0 ? `${paint.finish}, ${formatPounds(paint.price)}` : `${paint.finish}, no extra cost`}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
