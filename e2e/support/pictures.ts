import type { Locator } from 'playwright-core';

/**
 * That every picture under `scope` had its box held before it loaded (width and height written on the element, so
 * nothing moves when it arrives), has loaded, and is drawn at the shape its attributes promise. Answers how many
 * pictures it checked, so a caller can say it expected some.
 */
export async function picturesHeldAndShown(scope: Locator): Promise<number> {
  const pictures = scope.locator('img');
  const count = await pictures.count();
  for (let index = 0; index < count; index++) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await picture.evaluate(
      (element) =>
        new Promise<void>((resolve, reject) => {
          const image = element as unknown as { complete: boolean; naturalWidth: number; addEventListener(type: string, listener: () => void): void };
          const check = () => (image.naturalWidth > 0 ? resolve() : reject(new Error('the picture did not load')));
          if (image.complete) check();
          else image.addEventListener('load', check);
        }),
    );
    const [width, height] = [Number(await picture.getAttribute('width')), Number(await picture.getAttribute('height'))];
    if (!(width > 0 && height > 0)) throw new Error(`a picture without its size written: ${await picture.getAttribute('src')}`);
    const box = (await picture.boundingBox())!;
    if (Math.abs(box.width / box.height - width / height) > 0.05) throw new Error(`a picture drawn at ${box.width}×${box.height}, not ${width}:${height}`);
  }
  return count;
}
