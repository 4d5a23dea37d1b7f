import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../tools/vite-precompress';

// The API serves this build under /admin/ in production; in development the dev server forwards the API's
// paths so the console calls the same relative URLs either way.
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and Material UI are most of this bundle (about 830 kB minified); a staff console on office
    // connections can afford it, so the warning is set above that rather than silenced entirely.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // @lease/domain is pure (ARCHITECTURE.md); see consumer-web/vite.config.ts.
        moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/admin/api': api,
      '/auth': api,
      '/meta.json': api,
    },
  },
  preview: { port: 4174 },
});
