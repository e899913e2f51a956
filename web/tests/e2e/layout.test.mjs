// Both pages in Debian's chromium (headless, playwright-core) at 1024x768, 1366x768, 1920x1080, a
// 390x844 phone and a 1024x768 projector at 200% zoom, in every language and theme, a solo game
// under way and a lesson with a move played: no horizontal scrolling, the main regions do not overlap, and nothing in a region
// runs out of it (tests/e2e/layout-check.mjs; web/scripts/screenshots.mjs takes the same views as
// pictures).
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { required } from '../engine-node.mjs';
import { LANGUAGES, SIZES, THEMES, chooseTheme, layoutProblems, openPage, settleLayout } from './layout-check.mjs';
import { serve } from './static-server.mjs';

const STEP_TIMEOUT_MS = 15_000;
const server = await serve(required('ENTANGLION_WEB_DIST'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});
let views = 0;
/// Sizes that differ only in the viewport share a browser context and each page is opened once, then
/// resized: a page load (the engine, a game brought to its state) costs more than the checks.
const contextKey = (size) => `${size.scale}/${size.mobile ?? false}`;
const sizeGroups = [...new Set(SIZES.map(contextKey))].map((key) => SIZES.filter((size) => contextKey(size) === key));
try {
  for (const group of sizeGroups) {
    const context = await browser.newContext({
      viewport: group[0].viewport,
      deviceScaleFactor: group[0].scale,
      isMobile: group[0].mobile ?? false,
      hasTouch: group[0].mobile ?? false,
    });
    for (const kind of ['solo', 'lesson']) {
      for (const language of LANGUAGES) {
        const page = await context.newPage();
        page.setDefaultTimeout(STEP_TIMEOUT_MS);
        const errors = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await openPage(page, server.url, kind, language);
        assert.equal(await page.evaluate(() => document.documentElement.lang), language, `${kind} ${language}: the page's language`);
        for (const size of group) {
          await page.setViewportSize(size.viewport);
          await settleLayout(page);
          for (const theme of THEMES) {
            await chooseTheme(page, theme);
            assert.deepEqual(await layoutProblems(page), [], `${kind}, ${size.name}, ${language}, ${theme}`);
            ++views;
          }
        }
        assert.deepEqual(errors, [], `${kind} ${language}: no script error`);
        await page.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`layout: ${views} views (${SIZES.length} sizes, ${LANGUAGES.length} languages, ${THEMES.length} themes, 2 pages) fit`);
