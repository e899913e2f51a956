import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// base './': the built folder works from any path of a web server (or entanglion-server's web root).
// The pages share the engine and the style: the solo game (index.html), the lessons (lessons.html), a
// student's class page (class.html) and the teacher's class view (teach.html).
export default defineConfig({
  base: './',
  build: {
    target: 'es2020',
    emptyOutDir: true,
    rollupOptions: { input: { solo: resolve(__dirname, 'index.html'), lessons: resolve(__dirname, 'lessons.html'),
        class: resolve(__dirname, 'class.html'), teach: resolve(__dirname, 'teach.html') } },
  },
});
