import { defineConfig } from 'vite';

// base './': the built folder works from any path of a web server (or entanglion-server's web root).
export default defineConfig({
  base: './',
  build: { target: 'es2020', emptyOutDir: true },
});
