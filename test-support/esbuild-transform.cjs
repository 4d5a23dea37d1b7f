// Jest transformer: TypeScript and JSX to CommonJS with esbuild, the compiler tsx and Vite already use.
// (It replaced @swc/jest, whose platform binaries the npm mirror here does not all carry, which breaks `npm ci`.)
const { createHash } = require('node:crypto');
const { transformSync, version } = require('esbuild');

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: /\.[jt]sx$/.test(filename) ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
      // Jest runs modules in a vm without ESM support, where import() throws: lazy routes and other dynamic
      // imports become require() inside a promise, which is what a bundler's chunk loading amounts to here.
      supported: { 'dynamic-import': false },
    });
    return { code: result.code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(version).update('dynamic-import:require').update(filename).update(source).digest('hex');
  },
};
