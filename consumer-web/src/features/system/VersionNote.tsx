import { useAppSelector } from '../../app/hooks';
import { selectVersion } from './system-slice';

/** The deployed version, so that support can tell which build a visitor is looking at. */
export function VersionNote({ className }: { className?: string }) {
  const version = useAppSelector(selectVersion);
  if (!version) return null;
  return <p className={className}>Version {version}</p>;
}
