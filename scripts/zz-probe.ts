import { chromium } from 'playwright';
const base = 'http://localhost:4909';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 6; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await page.goto(`${base}/en/lottery`);
  await page.waitForSelector('[data-testid="lottery-list"]', { timeout: 15000 }).catch(() => {});
  await page.evaluate(() => {
    const w = window as unknown as { log: string[] };
    w.log = [];
    const obs = new MutationObserver((muts) => {
      for (const m of muts) for (const n of m.removedNodes) if (n instanceof Element && (n.matches('input[name=username]') || n.querySelector?.('input[name=username]'))) w.log.push(`removed ${n.tagName} ${performance.now().toFixed(0)} in ${(m.target as Element).closest('astro-island')?.getAttribute('component-url')}`);
    });
    obs.observe(document.body, { childList: true, subtree: true });
  });
  const star = page.getByRole('button', { name: /log in/i }).filter({ hasText: '' }).first();
  await page.getByRole('button', { name: /Log in to keep .* as a favourite/ }).first().click();
  await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  await page.keyboard.press('Escape');
  const form = page.getByRole('banner').getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username', { exact: true }).fill('team_ana');
  const t0 = Date.now();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/probe-${run}.png` });
  const value = await form.getByLabel('Username', { exact: true }).inputValue();
  console.log('run', run, 'value after 3s:', JSON.stringify(value), await page.evaluate(() => (window as unknown as { log: string[] }).log), Date.now() - t0);
  await page.close();
}
await browser.close();
