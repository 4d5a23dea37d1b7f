// A handful of line icons drawn on a 24px grid; decorative, so hidden from assistive technology.
const paths = {
  total: 'M4 7h16M4 12h16M4 17h10M17 15l2 2 3-4',
  history: 'M3 17l5-5 4 3 8-8M15 7h5v5',
  score: 'M12 21a9 9 0 1 1 9-9M12 12l5-3M12 12v.01',
  van: 'M2 16V7h11v9M13 10h4l4 4v2h-8M6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
