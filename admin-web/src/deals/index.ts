import { DealShow } from './DealShow';
import '../reward-claims/reward-claims.css';

/** Deals, reached from the site's admin mode: a show page only, so no menu entry. */
export const deals = { show: DealShow, recordRepresentation: 'id' };
