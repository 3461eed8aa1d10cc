import sharp from 'sharp';

/**
 * Reads the tags of IFD0 and of the GPS IFD from the EXIF block sharp reports, just enough for a
 * test to prove that a fixture carries a location (and that an output does not).
 */
export function exifTags(exif: Buffer | undefined): { ifd0: number[]; gps: number[] } {
  if (!exif) return { ifd0: [], gps: [] };
  // sharp's block starts with 'Exif\0\0', then a TIFF header.
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const readIfd = (offset: number) => {
    const tags: { tag: number; value: number }[] = [];
    const entries = u16(offset);
    for (let index = 0; index < entries; index += 1) {
      const entry = offset + 2 + index * 12;
      tags.push({ tag: u16(entry), value: u32(entry + 8) });
    }
    return tags;
  };
  const ifd0 = readIfd(u32(4));
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825);
  const gps = gpsPointer ? readIfd(gpsPointer.value).map((entry) => entry.tag) : [];
  return { ifd0: ifd0.map((entry) => entry.tag), gps };
}

/** GPSLatitude is tag 2 of the GPS IFD. */
export const GPS_LATITUDE_TAG = 0x0002;

/**
 * A photo as a phone would take it: camera make, a GPS position, an ICC profile, and stored
 * sideways with EXIF orientation 6 (shown rotated a quarter turn clockwise).
 */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'StoryCam', Model: 'Test' },
      // sharp names the GPS directory IFD3.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}
