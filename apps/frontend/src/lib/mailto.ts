/**
 * A mailto: URL (RFC 6068). Header values are percent-encoded with encodeURIComponent, which
 * encodes spaces as %20 (not '+', which mail clients show literally), and line breaks in the body
 * are sent as CRLF, as the RFC asks.
 */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}): string {
  const params: string[] = [];
  if (fields.subject) params.push(`subject=${encodeURIComponent(fields.subject)}`);
  if (fields.body) params.push(`body=${encodeURIComponent(fields.body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${to}${params.length ? `?${params.join('&')}` : ''}`;
}
