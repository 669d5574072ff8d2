/** The image formats profile pictures may have, told apart by their first bytes. */
export type ImageType = { ext: 'jpg' | 'png' | 'gif' | 'webp'; contentType: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of a file by its magic bytes, or null. Never by name or declared type: a
 * renamed HTML or SVG file is not an image here.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

/** Content type by the extension of a stored (server-named) file. */
export function contentTypeForExtension(ext: string): string | null {
  switch (ext.toLowerCase()) {
    case 'jpg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'gif':
      return 'image/gif';
    case 'webp':
      return 'image/webp';
    case 'webm':
      return 'video/webm';
    default:
      return null;
  }
}
