import type { ReactNode } from 'react';

interface ScrollRegionProps {
  className: string;
  /** The region's name: the id of its table's caption, or a label of its own. */
  name: { labelledBy: string } | { label: string };
  children: ReactNode;
}

/**
 * A box that scrolls sideways (a wide table on a phone). It is a named, focusable region so a
 * keyboard user can reach it and scroll it with the arrow keys; a mouse or touch user scrolls it
 * directly (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ className, name, children }: ScrollRegionProps) {
  return (
    <div
      className={className}
      role="region"
      tabIndex={0}
      {...('labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label })}
    >
      {children}
    </div>
  );
}
