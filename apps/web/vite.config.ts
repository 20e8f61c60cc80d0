import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = process.env.KOINONIA_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // The contracts' modules only declare (constants, zod schemas, helpers): a page that
        // takes a constant or a helper from them does not need the other modules' schemas,
        // nor zod when what it takes is zod-free (media-keys.ts).
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/src/'),
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
