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
    });
    return { code: result.code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(version).update(filename).update(source).digest('hex');
  },
};
