// A member adds a video to an album through 'Ajouter des photos': the grid's tile shows its
// progress and the viewer says 'Vidéo en cours de traitement…' with its bar while the server's
// media.video job transcodes it (docs/adr/0017-video-pipeline.md, docs/adr/0018-albums.md);
// once ready the viewer plays it with its poster. The clip is made by the same ffmpeg the
// server runs. A second video follows: the album then holds a ready video and a processing
// one. With E2E_SHOTS=<dir>, the viewer is saved processing and playing, and the album's grid
// with both videos, at 390 and 1366 px, light and dark. The member's name appears in no other test file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newcomer, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A 12 s 1280×720 clip with a tone (lavfi testsrc): seen processing for a few seconds. */
function clip(): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  const dir = mkdtempSync(join(tmpdir(), 'koinonia-e2e-album-video-'));
  const out = join(dir, 'procession.mp4');
  try {
    const made = spawnSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=1280x720:rate=30:duration=12',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=12',
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
async function shots(page: Page, name: string) {
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
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${dir}/album-video-${name}-${view.width}-${view.colorScheme}.png`,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}

describe('a video in an album', () => {
  it('shows its processing progress in the grid and the viewer, then plays with its poster', async () => {
    const bytes = clip();
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Bernadette', 'Casterot');
    await signIn(page, member.email);
    const created = await api(page, 'POST', '/api/albums/', {
      title: 'Procession du 15 août',
      audience: 'friends',
    });
    expect(created.status()).toBe(201);
    const albumId = ((await created.json()) as { id: string }).id;
    // The socket carries the transcode's progress (video_progress frames).
    await gotoWithSocket(page, `/feed/albums/${albumId}`, '/ws/notifications/');

    await page.getByRole('button', { name: 'Ajouter des photos' }).first().click();
    const upload = page.getByRole('region', { name: 'Ajouter des photos' });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'procession.mp4', mimeType: 'video/mp4', buffer: bytes });
    await upload.getByLabel('Légende de procession.mp4').fill('La procession');
    await upload.getByLabel('Texte alternatif de procession.mp4').fill('Les cierges sur le parvis');
    // One file: the button says so.
    await upload.getByRole('button', { name: 'Envoyer la photo' }).click();
    await upload.waitFor({ state: 'detached' });

    // Processing: the tile's bar, then the viewer's sentence and bar.
    const tiles = page.getByRole('region', { name: 'Photos de l’album' });
    const tile = tiles.getByRole('button', {
      name: 'Ouvrir la vidéo 1 sur 1 : Les cierges sur le parvis',
    });
    await tile.getByRole('progressbar').waitFor({ timeout: 30_000 });
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Vidéo 1 sur 1' });
    await viewer.getByText('Vidéo en cours de traitement…').waitFor();
    const bar = viewer.getByRole('progressbar');
    expect(await bar.getAttribute('aria-label')).toMatch(/^Traitement de la vidéo : \d+ %$/);
    await shots(page, 'processing');

    // Ready: the viewer plays the transcode, with its poster on its signed address.
    const player = viewer.locator('video');
    await player.waitFor({ timeout: 180_000 });
    expect(await viewer.getByText('Vidéo en cours de traitement…').count()).toBe(0);
    expect(await player.getAttribute('poster')).toMatch(
      /^\/media\/[\w-]{22}-1280x720\.webp\?e=\d+&s=/,
    );
    expect(await player.getAttribute('src')).toMatch(/^\/media\/[\w-]{22}\.mp4\?e=\d+&s=/);
    const played = await player.evaluate(async (element) => {
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
      return { readyState: video.readyState, width: video.videoWidth };
    });
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(played.width).toBe(1280);
    // The poster is served on its signature, as an image.
    const poster = await page.request.get(String(await player.getAttribute('poster')));
    expect(poster.headers()['content-type']).toBe('image/webp');
    // Playing (muted, as a browser lets a page start it): its time moves on.
    const playing = await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
      await new Promise((done) => setTimeout(done, 600));
      return { paused: video.paused, time: video.currentTime };
    });
    expect(playing.paused).toBe(false);
    expect(playing.time).toBeGreaterThan(0);
    await shots(page, 'playing');
    await player.evaluate((element) => (element as HTMLVideoElement).pause());

    // Closed, the grid shows the poster with its play sign.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await tile.locator('img').waitFor();
    expect(await tile.getByRole('progressbar').count()).toBe(0);

    // A second video: the album holds a ready one (its poster) and one being processed (its
    // bar).
    await page.getByRole('button', { name: 'Ajouter des photos' }).first().click();
    await upload.locator('input[type=file]').setInputFiles({
      name: 'veillee.mp4',
      mimeType: 'video/mp4',
      buffer: bytes,
    });
    await upload.getByLabel('Texte alternatif de veillee.mp4').fill('La veillée aux flambeaux');
    await upload.getByRole('button', { name: 'Envoyer la photo' }).click();
    await upload.waitFor({ state: 'detached' });
    const ready = tiles.getByRole('button', {
      name: 'Ouvrir la vidéo 1 sur 2 : Les cierges sur le parvis',
    });
    const processing = tiles.getByRole('button', {
      name: 'Ouvrir la vidéo 2 sur 2 : La veillée aux flambeaux',
    });
    await processing.getByRole('progressbar').waitFor({ timeout: 30_000 });
    await ready.locator('img').waitFor();
    await shots(page, 'album');
    // Done in turn: its poster replaces the bar.
    await processing.locator('img').waitFor({ timeout: 180_000 });
    expect(await processing.getByRole('progressbar').count()).toBe(0);
    await context.close();
  }, 420_000);
});
