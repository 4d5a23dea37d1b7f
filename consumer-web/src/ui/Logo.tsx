import './logo.css';

export const BRAND_NAME = 'Lease Deals';

/** The wordmark; its accessible name is the brand name alone. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#ffd23f" />
        <path d="M14 40c4-10 10-15 18-15s14 5 18 15" fill="none" stroke="#0b1533" strokeWidth="5" strokeLinecap="round" />
        <circle cx="22" cy="42" r="5" fill="#0b1533" />
        <circle cx="42" cy="42" r="5" fill="#0b1533" />
      </svg>
      <span className="logo__word">{BRAND_NAME}</span>
    </span>
  );
}
