/**
 * A `Content-Disposition` that downloads the answer as `name`: an ASCII name for every browser,
 * and the exact name for browsers that read filename*.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
