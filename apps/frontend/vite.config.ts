import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

/** Text that compresses well; images and fonts like woff2 are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|txt|xml|map|ttf|otf)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels (done once
 * per build, not per request), each only when it is smaller than the file: the API serves them
 * (static-frontend.ts) and nginx serves the .gz (gzip_static in docker/nginx.conf), so nothing is
 * compressed per request. Small files too: the app shell and the bundler's runtime are under 1 KiB
 * and load on every page. Node's zlib only: no build dependency.
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
          const smaller = (copy: Buffer, suffix: string) =>
            copy.length < bytes.length ? writeFile(`${file}${suffix}`, copy) : undefined;
          await Promise.all([smaller(br, '.br'), smaller(gz, '.gz')]);
        }),
      );
    },
  };
}

/**
 * The modules a first visit loads before any route: the entry and everything it imports
 * statically, found once the module graph is complete (buildEnd comes before chunking). The
 * code-splitting groups below leave these where they are, so a group never pulls code that is
 * only shared by some routes into the first load, nor the first load's code out of the entry.
 */
function initialModules() {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'buildmentor:initial-modules',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { plugin, has: (id: string) => initial.has(id) };
}

const initial = initialModules();
/** The public pages' chrome: header, footer, their styles, the title hook, the trial offer. */
const SITE =
  /\/apps\/frontend\/src\/(components\/layouts\/|config\/|hooks\/use-document-title|styles\/(site-footer|static-pages)\.css)/;
/** The signed-in pages' small building blocks, and the two stylesheets they import. */
const SHARED =
  /\/apps\/frontend\/src\/(components\/ui\/|hooks\/|lib\/|features\/[^/]+\/api\/|styles\/(tabs|multi-select)\.css)|\/libs\/contracts\/src\/limits/;
/** Module ids with forward slashes, so the patterns read the same on Windows. */
const posix = (id: string) => id.replaceAll('\\', '/');

export default defineConfig({
  // Vite transforms TSX itself (oxc); React 19 wants the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [initial.plugin, precompress()],
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
            // Without these, every small module two routes share was a chunk of its own: the chat
            // page loaded ten under 1 KB, each a request whose headers outweighed it. The public
            // pages' chrome and the signed-in pages' building blocks each become one chunk, taken
            // only from modules two or more chunks share and never from the first load
            // (initialModules), and without their dependencies (a group that took those along
            // once moved zod into every page).
            {
              name: 'site',
              test: (id) => SITE.test(posix(id)) && !initial.has(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shared',
              test: (id) => SHARED.test(posix(id)) && !SITE.test(posix(id)) && !initial.has(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
