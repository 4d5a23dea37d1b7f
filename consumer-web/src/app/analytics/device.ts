/** Spec §3 "Analytics event" device: what kind of device, browser and system, read from the user agent. */
export interface Device {
  type: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  os: string;
}

// Three words need no library: the first rule that matches names it. Order matters, since most browsers also
// claim to be Safari and Chrome, and iPads and Android tablets also claim to be other things.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (rules: Array<[RegExp, string]>, userAgent: string) => rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';

export function deviceOf(userAgent: string): Device {
  // Android phones say "Mobile"; Android tablets do not.
  const type = /iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent) ? 'tablet' : /Mobi|iPhone|iPod|Android/i.test(userAgent) ? 'mobile' : 'desktop';
  return { type, browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
