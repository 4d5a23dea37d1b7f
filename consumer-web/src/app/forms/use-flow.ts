import { useAppSelector } from '../hooks';
import { failureOf, selectErrorEntry } from '../../features/error/error-slice';
import { selectIsLoading } from '../../features/loader/loader-slice';

/** A flow's loader flag and its stored failure, as a form shows them. */
export function useFlow(name: string) {
  const sending = useAppSelector((state) => selectIsLoading(state, name));
  const entry = useAppSelector((state) => selectErrorEntry(state, name));
  return { sending, entry, failure: failureOf(entry) };
}
