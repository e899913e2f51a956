import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// base './': the built folder works from any path of a web server (or entanglion-server's web root).
// Two pages share the engine and the style: the solo game (index.html) and the lessons (lessons.html).
export default defineConfig({
  base: './',
  build: {
    target: 'es2020',
    emptyOutDir: true,
    rollupOptions: { input: { solo: resolve(__dirname, 'index.html'), lessons: resolve(__dirname, 'lessons.html') } },
  },
});
