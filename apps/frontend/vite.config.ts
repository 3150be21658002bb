import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

/** Text that compresses well; images and fonts like woff2 are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|txt|xml|map|ttf|otf)$/;
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every text file of the build of 1 KiB or more, at the highest
 * levels (done once per build, not per request): the API serves them (static-frontend.ts) and
 * nginx serves the .gz (gzip_static in docker/nginx.conf), so nothing is compressed per request.
 * Node's zlib only: no build dependency.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'buildmentor:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  // Vite transforms TSX itself (oxc); React 19 wants the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  resolve: {
    // '@buildmentor/source' makes workspace libraries resolve to their TypeScript sources, so the
    // frontend never waits for a library build.
    conditions: ['@buildmentor/source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Routes are split by React.lazy in src/app/router.tsx. The libraries every page needs go in
    // one vendor chunk that survives app deployments in the browser cache. React DOM alone is
    // ~180 kB minified, so the warning threshold sits above the vendor chunk; the budget that
    // matters is the landing's initial JS, under 200 kB gzip.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React libraries mark modules "use client" for server components; an SPA bundle has
        // no server components, so the warning about dropping the directive is noise.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
