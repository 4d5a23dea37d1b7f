import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealIdOfPage, firstPictureOfPage } from '@lease/domain';

// The chunks a page's lazy module needs, from the site build's manifest (consumer-web/vite.config.ts writes it):
// the page server names them in the first HTML of the home, a deal, a configurator or a search page, so the browser fetches them
// beside the entry instead of only once the entry has run and the router has asked for the page.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface PageChunks {
  scripts: string[];
  styles: string[];
}

/** The site's module each kind of page loads lazily (consumer-web/src/app/router.tsx), by the page's address. */
export function pageModule(pathname: string): string | null {
  if (pathname === '/') return 'src/app/routes/HomePage.tsx';
  if (dealIdOfPage(pathname) !== null) return 'src/features/deal/DealPage.tsx';
  if (firstPictureOfPage(pathname) !== null) return 'src/features/vehicle/VehiclePage.tsx';
  if (/^\/(car|van)-leasing\/search(\/[^/]+)?\/?$/.test(pathname)) return 'src/app/routes/SearchRoute.tsx';
  return null;
}

/** What the module needs that the entry does not already bring: its chunk, its imports' chunks, and their styles. */
export function pageChunksFrom(siteRoot: string): (pathname: string) => PageChunks | null {
  const file = join(siteRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  const cache = new Map<string, PageChunks | null>();
  return (pathname) => {
    const module = pageModule(pathname);
    if (!module || !manifest[module]) return null;
    if (!cache.has(module)) {
      const needed = [...closure(module)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
      cache.set(module, { scripts: needed.map((chunk) => `/${chunk.file}`), styles: needed.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`) });
    }
    return cache.get(module)!;
  };
}
