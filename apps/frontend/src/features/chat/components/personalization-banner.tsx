/** Spec section 9: the sidebar banner shows 2 per list. */
export const BANNER_ITEMS_PER_LIST = 2;

export interface Personalization {
  sectors: readonly string[];
  disciplines: readonly string[];
}

/**
 * The sidebar's personalization banner (spec section 2): the first two sectors and the first two
 * disciplines, plus a '+N more' count of the rest. Nothing is shown before any are chosen.
 */
export function PersonalizationBanner({ sectors, disciplines }: Personalization) {
  if (sectors.length === 0 && disciplines.length === 0) return null;
  const shown = [...sectors.slice(0, BANNER_ITEMS_PER_LIST), ...disciplines.slice(0, BANNER_ITEMS_PER_LIST)];
  const more = sectors.length + disciplines.length - shown.length;
  return (
    <section className="personalization-banner" aria-label="AI personalization">
      <p className="personalization-banner__title">Personalized for you</p>
      <ul className="personalization-banner__tags">
        {shown.map((item) => (
          <li key={item} className="personalization-banner__tag">
            {item}
          </li>
        ))}
        {more > 0 && (
          <li className="personalization-banner__tag personalization-banner__tag--more">+{more} more</li>
        )}
      </ul>
    </section>
  );
}
