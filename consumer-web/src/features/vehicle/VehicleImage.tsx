import { vehicleImagePath } from '@lease/domain';
import type { VehicleImage as VehicleImageView } from './vehicle-types';

/** The API draws every vehicle as SVG: a fixed box keeps the layout from shifting while it loads. */
export function VehicleImage({ vehicleId, view, alt, paintId, eager = true }: { vehicleId: number; view: VehicleImageView['view']; alt: string; paintId?: number | null; eager?: boolean }) {
  return (
    <img
      className="vehicle-image"
      src={vehicleImagePath(vehicleId, view, paintId)}
      alt={alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
