import './avatar.css';

interface AvatarProps {
  /** The picture's address (spec §3 `avatar`), or null for the person's initial in its place. */
  src: string | null;
  /** Whose picture: its first letter stands in when there is none. */
  name: string | null;
  size: number;
  className?: string;
}

/**
 * A person's round picture. Its box is sized before the image arrives, so nothing moves as it loads; the name
 * beside it says whose it is, so the image itself is not announced.
 */
export function Avatar({ src, name, size, className }: AvatarProps) {
  const classes = ['avatar', className].filter(Boolean).join(' ');
  if (src) return <img className={classes} src={src} alt="" width={size} height={size} decoding="async" />;
  return (
    <span className={`${classes} avatar--initial`} style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {(name?.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
