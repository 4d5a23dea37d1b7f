import { useAppSelector } from '../hooks';
import { failureOf, selectErrorEntry } from '../../features/error/error-slice';
import { selectIsLoading, selectIsPending } from '../../features/loader/loader-slice';

/**
 * A flow's loader flags and its stored failure, as a form or a page shows them. `sending` is true from the start:
 * a form's guard and its "it has ended" effects read it, and a person's own click is acknowledged at once.
 * `loading` is the spec's loader, true only past the loader delay (§9): a read's loading words and busy state.
 */
export function useFlow(name: string) {
  const sending = useAppSelector((state) => selectIsPending(state, name));
  const loading = useAppSelector((state) => selectIsLoading(state, name));
  const entry = useAppSelector((state) => selectErrorEntry(state, name));
  return { sending, loading, entry, failure: failureOf(entry) };
}
