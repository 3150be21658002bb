import { z } from 'zod';

/**
 * `TRUST_PROXY`: which peers may tell the API the client's address in `X-Forwarded-For`, in the
 * forms Express's `trust proxy` setting takes. Unset (or `false`, `0`) trusts nobody: the client
 * address is the connected peer, so no client can choose the address its rate limits count
 * against. A hop count trusts that many proxies in front of the API (the compose deployment's
 * nginx is one); a list names the proxies' addresses, CIDRs or Express's named ranges.
 * `true` (trust every hop, i.e. believe the left-most, client-written entry) is refused.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;
const isAddressOrRange = (entry: string) =>
  NAMED_RANGES.has(entry) ||
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(entry).success);

export const trustProxySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .optional()
    .transform((text, ctx): TrustProxy => {
      if (text === undefined || text === '' || text === 'false') return false;
      if (text === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            '`true` would let any client choose its address; give the number of proxies in front of the API or their addresses',
        });
        return z.NEVER;
      }
      if (/^-?\d+$/.test(text)) {
        const hops = Number(text);
        if (hops < 0 || hops > MAX_HOPS) {
          ctx.addIssue({ code: 'custom', message: `a hop count must be between 0 and ${MAX_HOPS}` });
          return z.NEVER;
        }
        return hops === 0 ? false : hops;
      }
      const entries = text.split(',').map((entry) => entry.trim());
      for (const entry of entries) {
        if (!isAddressOrRange(entry))
          ctx.addIssue({ code: 'custom', message: `not an address, CIDR or named range: ${entry}` });
      }
      return entries;
    }),
);
