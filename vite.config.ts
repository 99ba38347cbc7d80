import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// react-admin's packages re-export each other in cycles; kept in one chunk
// they load in order (and rollup stops warning about split cycles).
const ADMIN_VENDOR = /node_modules\/(react-admin|ra-[^/]+|@mui|@emotion|@tanstack|react-hook-form)\//;

export default defineConfig({
  plugins: [react()],
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
