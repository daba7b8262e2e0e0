/**
 * The browser's compress step for compressUnderLimit: compressorjs re-encodes through a canvas. A
 * PNG ignores the quality, so a PNG over the limit is turned into JPEG (which honours it).
 */
import Compressor from 'compressorjs';
import type { CompressStep } from './compress.ts';

export function compressorStep(maxBytes: number): CompressStep {
  return (image, quality) =>
    new Promise<Blob>((resolve, reject) => {
      new Compressor(image, {
        quality,
        convertTypes: ['image/png', 'image/bmp', 'image/webp'],
        convertSize: maxBytes,
        // The cropper's output is already the size we want; keep its pixels.
        checkOrientation: false,
        strict: false,
        success: resolve,
        error: reject,
      });
    });
}
