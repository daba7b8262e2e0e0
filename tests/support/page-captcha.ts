import type { Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { captchas } from '../../src/server/db/schema/index.ts';

/**
 * Drag the captcha handle to the hole like a person: the place is read from the server's database
 * (the test's own), never from a hook in the app; the drag eases out over many small moves.
 */
export async function dragCaptcha(page: Page, app: FastifyInstance, challengeId: string, sliderWidth: number) {
  const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, challengeId));
  if (!row) throw new Error(`no captcha ${challengeId}`);
  const width = (await page.getByTestId('captcha-image').boundingBox())?.width ?? 340;
  const scale = width / 340;
  const handle = page.getByTestId('captcha-handle');
  const box = (await handle.boundingBox())!;
  // The handle travels the bar while the piece travels the picture: map the piece's place to the handle's.
  const handleTravel = width - box.width;
  const pieceTravel = width - sliderWidth * scale;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const distance = (row.x * scale * handleTravel) / pieceTravel;
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const eased = 1 - (1 - i / steps) ** 3;
    await page.mouse.move(startX + distance * eased, y + Math.sin(i) * 1.5);
    await page.waitForTimeout(16 + (i % 4) * 6);
  }
  await page.mouse.up();
}

/** Open-and-solve: waits for the challenge the widget shows, then drags it. */
export async function solvePageCaptcha(page: Page, app: FastifyInstance, trigger: () => Promise<void>) {
  await trigger();
  const widget = page.locator('[data-testid="captcha"][data-state="idle"][data-challenge]');
  await widget.waitFor();
  const id = (await widget.getAttribute('data-challenge'))!;
  const piece = page.getByTestId('captcha-image').locator('img').nth(1);
  const sliderWidth = await piece.evaluate((img) => (img as HTMLImageElement).naturalWidth);
  await dragCaptcha(page, app, id, sliderWidth);
  await page.getByTestId('captcha-dialog').waitFor({ state: 'detached', timeout: 10_000 });
}
