// Screenshots of the two pages, to look at: every size of tests/e2e/layout-check.mjs (1024x768,
// 1366x768, 1920x1080, a 390x844 phone, a 1024x768 projector at 200% zoom), every language and
// theme, a solo game under way (seed 7, a few moves played) and a lesson open (bell-phi-plus, one card played), full-page PNGs into OUT
// (about 100 files, tens of megabytes: not for the repository). Prints each layout problem the
// checks find; the exit status is 1 when there is one.
//   node web/scripts/screenshots.mjs --dist build-wasm/web-dist --out build-wasm/web-screenshots
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/static-server.mjs';
import { LANGUAGES, SIZES, THEMES, chooseTheme, layoutProblems, openPage } from '../tests/e2e/layout-check.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'build-wasm/web-dist' },
    out: { type: 'string', default: 'build-wasm/web-screenshots' },
    chromium: { type: 'string', default: process.env.CHROMIUM ?? '/usr/bin/chromium' },
  },
});
const out = path.resolve(options.out);
fs.mkdirSync(out, { recursive: true });
const server = await serve(path.resolve(options.dist));
const browser = await chromium.launch({ executablePath: options.chromium, headless: true, args: ['--no-sandbox'] });
let problems = 0;
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: size.viewport,
      deviceScaleFactor: size.scale,
      isMobile: size.mobile ?? false,
      hasTouch: size.mobile ?? false,
    });
    for (const kind of ['solo', 'lesson']) {
      for (const language of LANGUAGES) {
        const page = await context.newPage();
        await openPage(page, server.url, kind, language);
        for (const theme of THEMES) {
          await chooseTheme(page, theme);
          const name = `${kind}-${size.name}-${language}-${theme}`;
          await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
          for (const problem of await layoutProblems(page)) {
            console.log(`${name}: ${problem}`);
            ++problems;
          }
        }
        await page.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`screenshots in ${out}; ${problems} layout problem(s)`);
process.exitCode = problems ? 1 : 0;
