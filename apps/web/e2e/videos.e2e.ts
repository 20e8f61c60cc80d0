// A member publishes a video file: the card says 'Vidéo en cours de traitement…' with its
// progress while the server's media.video job transcodes it (docs/adr/0017-video-pipeline.md),
// then the transcode plays in the page with its poster, and the videos page shows the poster.
// The clip is made by the same ffmpeg the server runs. With E2E_SHOTS=<dir>, the processing
// and ready cards are saved at 390 and 1366 px, light and dark.
// The member's name appears in no other test file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A 12 s 1280×720 clip with a tone: long enough to be seen processing for a few seconds. */
function clip(): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  const dir = mkdtempSync(join(tmpdir(), 'koinonia-e2e-video-'));
  const out = join(dir, 'kermesse.mp4');
  try {
    const made = spawnSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30:duration=12',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=12',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-y',
      out,
    ]);
    if (made.status !== 0) throw new Error(made.stderr.toString());
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const VIEWS = [
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1366, colorScheme: 'light' },
  { width: 1366, colorScheme: 'dark' },
] as const;

/** Saves the page in the four views (only with E2E_SHOTS), then goes back to the first. */
async function shots(page: Page, name: string, keep: () => Promise<void>) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    // What the theme switch does (shared/theme/theme.ts): the page keeps its state.
    await page.evaluate((theme) => {
      document.documentElement.setAttribute('data-bs-theme', theme);
      document.documentElement.style.colorScheme = theme;
    }, view.colorScheme);
    await keep();
    await page.screenshot({ path: `${dir}/video-${name}-${view.width}-${view.colorScheme}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}

describe('a published video file', () => {
  it('shows its processing progress, then plays; the videos page shows its poster', async () => {
    const bytes = clip();
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Aurélien', 'Vasseur');
    await signIn(page, member.email);
    await gotoWithSocket(page, '/feed/home', '/ws/notifications/');

    const text = 'La kermesse en vidéo';
    await page.getByLabel('Quoi de neuf ?').fill(text);
    await page.getByRole('button', { name: 'Vidéo', exact: true }).click();
    await page
      .getByRole('form', { name: 'Nouvelle publication' })
      .locator('input[type=file][accept*="video/mp4"]')
      .setInputFiles({ name: 'kermesse.mp4', mimeType: 'video/mp4', buffer: bytes });
    await page.getByRole('button', { name: 'Publier', exact: true }).click();

    // Processing: its sentence and its bar, moved live by the socket's video_progress frames.
    const card = page.getByRole('article').filter({ hasText: text });
    await card.waitFor();
    await card.getByText('Vidéo en cours de traitement…').waitFor({ timeout: 30_000 });
    const bar = card.getByRole('progressbar');
    expect(await bar.getAttribute('aria-label')).toMatch(/^Traitement de la vidéo : \d+ %$/);
    await shots(page, 'processing', async () => {
      await card.scrollIntoViewIfNeeded();
    });

    // Ready: the transcode plays in the page, with its poster.
    const player = card.locator('video');
    await player.waitFor({ timeout: 180_000 });
    expect(await card.getByText('Vidéo en cours de traitement…').count()).toBe(0);
    expect(await player.getAttribute('poster')).toMatch(/^\/media\/[\w-]{22}-1280x720\.webp$/);
    expect(await player.getAttribute('aria-label')).toBe(`Vidéo de ${member.name}`);
    const readyState = await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      if (video.readyState < 2) {
        await new Promise<void>((done, fail) => {
          video.addEventListener('loadeddata', () => done(), { once: true });
          video.addEventListener('error', () => fail(new Error('the video did not load')), {
            once: true,
          });
          video.load();
        });
      }
      return video.readyState;
    });
    expect(readyState).toBeGreaterThanOrEqual(2);
    await shots(page, 'ready', async () => {
      await card.scrollIntoViewIfNeeded();
    });

    // The videos page: the tile shows the poster, not the neutral one.
    await page.goto('/feed/videos');
    const tile = page.getByRole('listitem').filter({ hasText: text });
    const poster = tile.locator('img.video-poster-image');
    await poster.waitFor();
    expect(await poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1280);
    await shots(page, 'grid', async () => {
      await tile.scrollIntoViewIfNeeded();
    });
    await context.close();
  }, 240_000);
});
