import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store's clock (its services' `now`), the one the sagas judge tokens and expiries by. */
export const useClock = (): (() => number) => useStore.withTypes<AppStore>()().now;

/** The store's id maker (its services' `randomId`): an Idempotency-Key for a form a component sends itself. */
export const useRandomId = (): (() => string) => useStore.withTypes<AppStore>()().randomId;

/** The store itself, for an effect that reads the state once when it runs rather than subscribing to it. */
export const useAppStore = useStore.withTypes<AppStore>();
