/** A decoded form value: Stripe's bracket notation (`a[b][0][c]=x`) as nested data. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes the application/x-www-form-urlencoded bodies the Stripe SDK sends, where nested
 * parameters are written `line_items[0][price_data][currency]=aud`.
 */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const container = node as Record<string, FormValue>;
      if (index === path.length - 1) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
