/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tools/precompress.plugin';
import { sizeBudget } from './tools/size-budget.plugin';

/** Readable names for the shared chunks that hold the big libraries (otherwise named after a random module). */
function vendorChunkName(moduleIds: string[]): string | undefined {
  const has = (pattern: RegExp) => moduleIds.some((id) => pattern.test(id));
  if (has(/node_modules[\\/]react-router[\\/]/)) return 'router';
  if (has(/node_modules[\\/]react[\\/]/)) return 'react';
  if (has(/node_modules[\\/]@reduxjs[\\/]/)) return 'redux';
  if (has(/node_modules[\\/]zod[\\/]/)) return 'contracts';
  return undefined;
}

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: appRoot,
  plugins: [
    react(),
    // What a signed-out visitor loads up front for the login/registration screen, form validation included.
    sizeBudget({
      label: 'Signed-out entry',
      screenModule: 'src/features/auth/entry-page.tsx',
      limitKiB: 120,
    }),
    // Brotli and gzip siblings of every text file of the output; the gateway serves them by Accept-Encoding.
    precompress(),
  ],
  resolve: {
    alias: {
      '@mpu/content': `${workspaceRoot}libs/content/src/index.ts`,
      '@mpu/contracts': `${workspaceRoot}libs/contracts/src/index.ts`,
      '@mpu/domain': `${workspaceRoot}libs/domain/src/index.ts`,
      '@mpu/ui-texts': `${workspaceRoot}libs/ui-texts/src/index.ts`,
    },
  },
  server: {
    port: 4200,
    // changeOrigin stays off: the gateway compares the Origin header with the Host it sees.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: { port: 4300 },
  build: {
    outDir: `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs ES2022 modules supports modulepreload; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared libs only declare things (zod schemas, texts, pure functions): a module whose exports the
      // entry does not use stays out of it, instead of riding along because building a schema is a call.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]libs[\\/](contracts|domain|content|ui-texts)[\\/]src[\\/]/.test(id),
      },
      output: {
        chunkFileNames: (chunk) => `assets/${vendorChunkName(chunk.moduleIds) ?? '[name]'}-[hash].js`,
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    css: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
