import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  prepareGeneratedAvatar,
  prepareUploadedAvatar,
  sniffImageFormat,
} from './avatar-images.js';
import { exifTags, GPS_LATITUDE_TAG, jpegWithGps } from './exif-probe.test-support.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } });

const sizeOf = async (image: Buffer) => {
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
};

describe('prepareUploadedAvatar', () => {
  it('keeps JPEG as JPEG, turns it upright and strips EXIF, GPS and the ICC profile', async () => {
    const photo = await jpegWithGps(640, 480);
    const before = await sharp(photo).metadata();
    expect(exifTags(before.exif).gps).toContain(GPS_LATITUDE_TAG);
    expect(before.icc).toBeDefined();

    const images = await prepareUploadedAvatar(photo);
    expect(images.extension).toBe('jpg');
    const after = await sharp(images.original).metadata();
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({
      format: 'jpeg',
      width: 480,
      height: 640,
    });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('makes square 256 px and 64 px variants in the same format', async () => {
    const images = await prepareUploadedAvatar(await solid(900, 300).webp().toBuffer());
    expect(images.extension).toBe('webp');
    expect(await sizeOf(images.small)).toEqual({ width: 256, height: 256, format: 'webp' });
    expect(await sizeOf(images.tiny)).toEqual({ width: 64, height: 64, format: 'webp' });
    expect((await sharp(images.small).metadata()).exif).toBeUndefined();
  });

  it('caps the original at 2048 px on the long side and never enlarges it', async () => {
    const big = await prepareUploadedAvatar(await solid(4000, 1000).png().toBuffer());
    expect(await sizeOf(big.original)).toEqual({ width: 2048, height: 512, format: 'png' });
    const small = await prepareUploadedAvatar(await solid(120, 80).png().toBuffer());
    expect(await sizeOf(small.original)).toEqual({ width: 120, height: 80, format: 'png' });
  });

  it('turns a GIF into a PNG of its first frame, without its comment', async () => {
    const gif = await solid(50, 40).gif().toBuffer();
    const images = await prepareUploadedAvatar(gif);
    expect(images.extension).toBe('png');
    const after = await sharp(images.original).metadata();
    expect({ format: after.format, width: after.width, pages: after.pages }).toEqual({
      format: 'png',
      width: 50,
      pages: undefined,
    });
    expect(after.comments).toBeUndefined();
  });

  it('drops text comments of a PNG', async () => {
    const png = await solid(20, 20)
      .png()
      .withMetadata()
      .keepXmp()
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><note>secret</note></x:xmpmeta>')
      .toBuffer();
    expect((await sharp(png).metadata()).xmp).toBeDefined();
    const after = await sharp((await prepareUploadedAvatar(png)).original).metadata();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
  });

  it('answers 415 for anything that is not a PNG, JPEG, WebP or GIF by content', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const tiff = await solid(10, 10).tiff().toBuffer();
    for (const data of [Buffer.from('just some text, named picture.png'), svg, tiff]) {
      await expect(prepareUploadedAvatar(data)).rejects.toMatchObject({
        status: 415,
        message: 'That picture is not a PNG, JPEG, WebP or GIF.',
      });
    }
  });

  it('answers 400 for a truncated PNG or JPEG', async () => {
    const noisy = sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    for (const image of [await noisy.clone().png().toBuffer(), await noisy.jpeg().toBuffer()]) {
      const cut = image.subarray(0, Math.floor(image.length * 0.6));
      await expect(prepareUploadedAvatar(cut)).rejects.toMatchObject({
        status: 400,
        message: 'That picture could not be read; it may be damaged.',
      });
    }
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(prepareUploadedAvatar(bomb)).rejects.toMatchObject({ status: 413 });
  });

  it('answers 413 for more than 8 MB', async () => {
    await expect(prepareUploadedAvatar(Buffer.alloc(8 * 1024 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
      message: 'That picture is larger than 8 MB.',
    });
  });
});

describe('sniffImageFormat', () => {
  it('knows the four formats by their first bytes only', async () => {
    expect(sniffImageFormat(await solid(2, 2).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(2, 2).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(2, 2).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await solid(2, 2).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('prepareGeneratedAvatar', () => {
  it('keeps the drawn PNG and adds its variants', async () => {
    const png = await solid(512, 512).png().toBuffer();
    const images = await prepareGeneratedAvatar(png);
    expect(images.original).toBe(png);
    expect(await sizeOf(images.small)).toEqual({ width: 256, height: 256, format: 'png' });
    expect(await sizeOf(images.tiny)).toEqual({ width: 64, height: 64, format: 'png' });
  });
});
