const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * A storage amount as the server's messages and the vault's usage bar both word it: '0 MB',
 * '4 KB', '9.9 MB', '50 MB', '2 GB' (one decimal unless whole, KB only under a megabyte).
 */
export function formatStorage(bytes: number): string {
  if (bytes > 0 && bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  const [size, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB'];
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}
