import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LANDING_VARIANT, isLandingVariant, type LandingVariant } from '../landing-variants';

/** The query parameter campaigns use to pick a variant: /?variant=knowledge-vault. */
export const VARIANT_PARAM = 'variant';

/**
 * The landing variant in effect: the one named by ?variant= when it is one of the six, else the
 * default. The URL is the only state, so a campaign link, a reload and the switcher agree.
 */
export function useLandingVariant(): [LandingVariant, (next: LandingVariant) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(VARIANT_PARAM);
  const variant = isLandingVariant(requested) ? requested : DEFAULT_LANDING_VARIANT;

  const setVariant = useCallback(
    (next: LandingVariant) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === DEFAULT_LANDING_VARIANT) params.delete(VARIANT_PARAM);
          else params.set(VARIANT_PARAM, next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return [variant, setVariant];
}
