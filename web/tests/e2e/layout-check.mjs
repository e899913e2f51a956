// What a page's layout must hold at every size, language and theme (the layout test and
// web/scripts/screenshots.mjs share it): no horizontal scrolling, the main regions (the header and
// each shown section of <main>) not overlapping one another, and nothing visible in a region reaching
// out of it (a word or a button cut off or running over the next region).

/// The sizes the pages are checked at: CSS pixels and device scale. A projector's 1024x768 at 200%
/// browser zoom is a 512x384 viewport drawn at twice the scale.
export const SIZES = [
  { name: '1024x768', viewport: { width: 1024, height: 768 }, scale: 1 },
  { name: '1366x768', viewport: { width: 1366, height: 768 }, scale: 1 },
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, scale: 1 },
  { name: 'phone-390x844', viewport: { width: 390, height: 844 }, scale: 3, mobile: true },
  { name: 'projector-1024x768-zoom-200', viewport: { width: 512, height: 384 }, scale: 2 },
];
export const LANGUAGES = ['en', 'pl', 'es', 'cs'];
export const THEMES = ['light', 'dark', 'contrast'];

/// The layout's problems on the page as it is now, each a readable line; none: [].
export function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const TOLERANCE = 1; // sub-pixel rounding
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + TOLERANCE)
      problems.push(`horizontal scrolling: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    const shown = (element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
    };
    const name = (element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const regions = [document.querySelector('body > header'), ...document.querySelectorAll('main > section')].filter(
      (region) => region && !region.hidden && shown(region),
    );
    const boxes = regions.map((region) => region.getBoundingClientRect());
    // The pages hide horizontal overflow (html, body): what runs past the window is cut, not scrolled.
    regions.forEach((region, i) => {
      if (boxes[i].left < -TOLERANCE || boxes[i].right > root.clientWidth + TOLERANCE)
        problems.push(`${name(region)} runs past the window (${Math.round(boxes[i].left)}..${Math.round(boxes[i].right)} in 0..${root.clientWidth})`);
    });
    for (let i = 0; i < regions.length; ++i) {
      for (let j = i + 1; j < regions.length; ++j) {
        const a = boxes[i];
        const b = boxes[j];
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > TOLERANCE && height > TOLERANCE)
          problems.push(`${name(regions[i])} and ${name(regions[j])} overlap (${Math.round(width)}x${Math.round(height)} px)`);
      }
    }
    regions.forEach((region, i) => {
      const box = boxes[i];
      const reported = [];
      for (const element of region.querySelectorAll('*')) {
        if (element.closest('.visually-hidden, [hidden]') || !shown(element)) continue;
        if (reported.some((outer) => outer.contains(element))) continue; // its container is named already
        const inner = element.getBoundingClientRect();
        if (inner.left < box.left - TOLERANCE || inner.right > box.right + TOLERANCE) {
          reported.push(element);
          problems.push(`${name(element)} reaches out of ${name(region)} (${Math.round(inner.left)}..${Math.round(inner.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`);
        }
        // Text cut inside its own box: a control or a heading whose words do not fit and are clipped.
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + TOLERANCE && element.tagName !== 'SVG' && !['auto', 'scroll'].includes(style.overflowX))
          problems.push(`${name(element)} cuts its content (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    });
    return problems;
  });
}

/// Shows `theme` as a person would choose it (the header's select).
/// Waits until the page has laid itself out again after a resize: two animation frames, so resize
/// handlers have run and the next frame is drawn.
export function settleLayout(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function chooseTheme(page, theme) {
  await page.selectOption('#theme', theme);
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
}

const SOLO_MOVES = 4; // clicks on the first action: a hand, a log and the map's ships moved

/// Opens a page and brings it to the state shown: a solo game under way or a lesson with a move.
export async function openPage(page, base, kind, language) {
  if (kind === 'solo') {
    await page.goto(`${base}?seed=7&pace=0&lang=${language}`);
    await page.waitForSelector('#status[data-status="in_progress"]');
    for (let i = 0; i < SOLO_MOVES; ++i) {
      await page.click('#action-list button');
      await page.waitForFunction(() => document.querySelector('#action-list button') !== null);
    }
  } else {
    await page.goto(`${base}lessons.html?lesson=bell-phi-plus&lang=${language}`);
    await page.waitForFunction(() => document.getElementById('lesson-ket')?.textContent?.trim());
    await page.locator('#card-list button:not(:disabled)').first().click();
  }
  await page.evaluate(() => document.fonts.ready);
}
