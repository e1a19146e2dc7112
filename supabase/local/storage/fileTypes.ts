// What a stored file is, by its first bytes: the local storage service refuses a file whose bytes
// are not of the type it was declared as, so a client that lies about a type (an HTML or SVG page
// sent as image/webp) cannot have it served back under an image's name. Only the types a bucket
// may allow here are known; any other declared type has no check of its bytes.

type Sniffer = (bytes: Uint8Array) => boolean;

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i += 1) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}

/** The ISO base media file's brands (major and compatible) from its `ftyp` box, or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!ascii(bytes, 4, 'ftyp')) return [];
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(Math.max(size, 16), bytes.length, 256);
  const brands: string[] = [];
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // minor version
    brands.push(String.fromCharCode(...bytes.subarray(offset, offset + 4)));
  }
  return brands;
}

const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

const SNIFFERS: Record<string, Sniffer> = {
  'image/png': (b) => ascii(b, 0, '\x89PNG\r\n\x1a\n'),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/avif': (b) => ftypBrands(b).some((brand) => brand === 'avif' || brand === 'avis'),
  // An MP4 is an ISO media file that is not an image (AVIF and HEIF share the container).
  'video/mp4': (b) => {
    const brands = ftypBrands(b);
    return brands.length > 0 && !IMAGE_BRANDS.has(brands[0] as string);
  },
  'video/webm': (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  'application/pdf': (b) => ascii(b, 0, '%PDF-'),
};

/** The MIME type without parameters, lower case ("image/webp; q=1" → "image/webp"). */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether the bytes are a file of the declared type; types without a known signature pass. */
export function bytesMatchType(bytes: Uint8Array, mimeType: string): boolean {
  const sniff = SNIFFERS[baseMimeType(mimeType)];
  return sniff ? sniff(bytes) : true;
}

/**
 * Storage's allowed_mime_types matching: an exact type, or a wildcard such as `image/*`.
 * No list (null) allows every type.
 */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = baseMimeType(mimeType);
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
  });
}
