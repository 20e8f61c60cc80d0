import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const pages = (process.env.PAGES ?? '/download,/offline,/help,/privacy-terms,/classic').split(',');
for (const scheme of ['light', 'dark']) {
  for (const width of [390, 1366]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme });
    const page = await ctx.newPage();
    if (process.env.SIGNIN !== 'no') {
      await page.goto(base + '/auth/sign-in');
      await page.getByLabel(/e-mail/i).first().fill('marie.dupont@koinonia.local');
      await page.getByLabel(/mot de passe/i).first().fill('Koinonia-Marie-2026');
      await page.keyboard.press('Enter');
      await page.waitForURL(/feed/, { timeout: 30000 });
    }
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}-${scheme}${process.env.SIGNIN === 'no' ? '-guest' : ''}`;
      await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
    }
    await ctx.close();
  }
}
await browser.close();
