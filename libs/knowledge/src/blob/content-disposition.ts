/**
 * A Content-Disposition header for downloading a stored file under its original name
 * (RFC 6266 / RFC 5987). The ASCII fallback drops anything that could break out of the quoted
 * string or inject a header (quotes, backslashes, CR/LF, other controls); `filename*` carries the
 * full UTF-8 name for browsers that read it.
 */
export function contentDisposition(originalName: string, fallbackName: string, inline = false): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '').trim() || fallbackName;
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || fallbackName;
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
