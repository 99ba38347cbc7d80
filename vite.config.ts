import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** `@core/...`: the pure code that the console and the server share. */
export const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

// react-admin's packages re-export each other in cycles; kept in one chunk
// they load in order (and rollup stops warning about split cycles).
const ADMIN_VENDOR = /node_modules\/(react-admin|ra-[^/]+|@mui|@emotion|@tanstack|react-hook-form)\//;

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      output: {
        manualChunks: (id) => (ADMIN_VENDOR.test(id) ? 'admin-vendor' : undefined),
      },
    },
  },
  server: { port: 5173 },
});
