import { defineConfig, defaultClientConditions } from 'vite';

export default defineConfig({
  // Vite transforms TSX itself (oxc); React 19 wants the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
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
