import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` starts the API on PORT (default 8080); the dev server proxies to the same port.
const API_TARGET = `http://127.0.0.1:${process.env.PORT || 8080}`;

// One app under /recruit/: the server serves dist/web and falls back to index.html for routes.
export default defineConfig({
  base: '/recruit/',
  plugins: [react()],
  // Files served as they are (the favicon), kept under src/ so the top level stays as DESIGN.md fixes it.
  publicDir: 'src/shell/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/recruit/api': { target: API_TARGET },
      '/recruit/hubs': { target: API_TARGET, ws: true },
    },
  },
});
