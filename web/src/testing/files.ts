import { vi } from 'vitest';

/** The first bytes of a JPEG (SOI, JFIF APP0): enough for the type check by the bytes. */
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

/** A file the browser would hand the page from the camera or gallery. */
export function photoFile(name = 'dish.jpg', bytes: number[] | Uint8Array = JPEG_HEAD, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * jsdom neither makes object URLs nor loads images: stubs both, so a chosen file "loads" with the given natural size
 * (undefined: the browser cannot show it).
 */
export function stubImageFiles(size: { width: number; height: number } | undefined) {
  let count = 0;
  const revoked: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:local/${(count += 1)}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  }));
  class StubImage {
    naturalWidth = 0;
    naturalHeight = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_url: string) {
      queueMicrotask(() => {
        if (!size) return this.onerror?.();
        this.naturalWidth = size.width;
        this.naturalHeight = size.height;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('Image', StubImage);
  return { revoked };
}
