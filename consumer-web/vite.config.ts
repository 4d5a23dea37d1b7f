import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../tools/vite-precompress';
import rootPackage from '../package.json';

// In development the API runs on its own port; in production the API serves this build from the same origin,
// so the app always calls relative paths and the dev server forwards them.
const api = 'http://localhost:3000';
// A path that is both a page here and a read route of the API (/brokers, /careers): the app's calls (asking for
// JSON) go to the API, a navigation stays with the dev server, as the API's own static-site plugin does it.
const apiUnlessPage = { target: api, bypass: (request: { headers: { accept?: string } }) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined) };

/**
 * The cookie banner's chunk and stylesheet, asked for by the HTML itself: a first visit always shows the banner, and
 * on the search page its text is the largest thing painted, so waiting for the entry to run before fetching it put
 * a round trip in front of the page's largest paint. Preloaded only: it still runs when the app starts it.
 */
function preloadCookieBanner(): Plugin {
  return {
    name: 'lease-preload-cookie-banner',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && /[\\/]app[\\/]analytics[\\/]cookie-consent\.ts$/.test(output.facadeModuleId ?? ''),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('No cookie-consent chunk to preload');
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' },
          ...css.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/** The search page's own module: most first visits land on a search page (a make, a budget, a landing page). */
const SEARCH_PAGE = fileURLToPath(new URL('./src/app/routes/SearchRoute.tsx', import.meta.url));
const searchPageModules = new WeakMap<ChunkingContext, Set<string>>();

/** Every module the search page imports, directly or not, but not through a dynamic import: what its first load runs. */
function searchPageNeeds(context: ChunkingContext): Set<string> {
  let needed = searchPageModules.get(context);
  if (needed) return needed;
  needed = new Set();
  const waiting = [SEARCH_PAGE];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (needed.has(id)) continue;
    needed.add(id);
    waiting.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  searchPageModules.set(context, needed);
  return needed;
}

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), preloadCookieBanner()],
  // The version the API reports at /meta.json comes from the same file: the app compares the two to reload after
  // a deploy, and tags its saved state with this one (docs/decisions.md, "Every page").
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page's lazy module needs: the API's page server preloads them with the first HTML of a
    // deal, configurator or search page (command-api/src/plugins/page-chunks.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @lease/domain is pure (ARCHITECTURE.md) but reached through one barrel; declaring its modules free of
        // side effects lets the bundler drop the ones the site never uses (and zod with them) instead of
        // shipping every schema the API needs.
        moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (the app shell, store, sagas and libraries every page runs) in
            // one chunk: the bundler otherwise cut it into some thirty small shared chunks, each a round trip of its
            // own on a phone's connection before the page's own chunk could even be asked for.
            { name: 'app', tags: ['$initial'] },
            // The site's own pieces that three or more pages share (buttons, fields, formats, badges, save and alert
            // buttons, the deal score, and what they import), in two chunks: those the search page uses, and the rest
            // (content pages' blocks, forms' errors, the sign-in's calls), which the search page never loads. The API
            // preloads the ones a page needs with the first HTML of home, search, deal and vehicle pages
            // (page-chunks.ts). Left to the bundler they were some twenty chunks of 1-2 KB on the search page alone,
            // each a round trip on a phone. Copying them into each page's chunk instead (rolldown's inlined common
            // chunks) made the bundler keep every module's execution order by wrapping each one, the entry's
            // included: 5 KB gzipped more on every first load. In one chunk, half of it was what the search page
            // never runs: 3 KB gzipped of its first load (docs/decisions.md, "Speed (issue 20): the site's first load").
            {
              name: (id, context) => (searchPageNeeds(context).has(id) ? 'shared' : 'shared-pages'),
              minShareCount: 3,
              test: /[\\/]consumer-web[\\/]src[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/meta.json': api,
      '/api': api,
      '/marketing': api,
      // Not '/auth' itself: that is this site's page where a sign-in lands; the API's routes are all below it.
      '^/auth/': api,
      '/user': api,
      '/lead': api,
      '/captcha': api,
      '/feedback': api,
      '/faqs/list': api,
      '/page-content': api,
      '/testimonials': api,
      '/ad': api,
      '/careers': apiUnlessPage,
      '/brokers': apiUnlessPage,
      '/pcp': api,
      '/recommendations': api,
      '/deal': api,
      '/search': api,
      '/vehicle': api,
      '/visitors': api,
      '/locolytics': api,
      '/analytics': api,
      '/.well-known': api,
    },
  },
  preview: { port: 4173 },
});
