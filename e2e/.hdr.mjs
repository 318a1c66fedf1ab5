import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt-edges/scripts/lib/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
await page.goto('http://127.0.0.1:3301/blog');
await page.waitForTimeout(1000);
for (const font of [null, 'DejaVu Serif', 'DejaVu Sans Mono']) {
  if (font) await page.addStyleTag({ content: `* { font-family: '${font}' !important; }` });
  const bad = [];
  for (let w = 320; w <= 1440; w += 10) {
    await page.setViewportSize({ width: w, height: 800 });
    const r = await page.evaluate(() => {
      const header = document.querySelector('header');
      const nav = header.querySelector('nav');
      const brand = nav.querySelector('a');
      const lh = parseFloat(getComputedStyle(brand).lineHeight) || 30;
      return { h: Math.round(header.getBoundingClientRect().height), brandH: Math.round(brand.getBoundingClientRect().height), over: nav.scrollWidth > nav.clientWidth + 1, kids: [...nav.children].map(c => Math.round(c.getBoundingClientRect().width)) };
    });
    if (r.h > 65 || r.brandH > 40 || r.over) bad.push(w + ':' + JSON.stringify(r));
  }
  console.log(font, bad.slice(0, 8).join('\n'));
}
await browser.close();
