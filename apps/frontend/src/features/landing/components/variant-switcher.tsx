import { LANDING_VARIANTS, VARIANT_COPY, type LandingVariant } from '../landing-variants';

interface VariantSwitcherProps {
  current: LandingVariant;
  onSelect(variant: LandingVariant): void;
  onClose(): void;
}

/** The marketing preview panel (hidden in production: see use-variant-switcher.ts). */
export function VariantSwitcher({ current, onSelect, onClose }: VariantSwitcherProps) {
  return (
    <aside className="variant-switcher" aria-label="Landing variant preview">
      <fieldset>
        <legend>Preview variant</legend>
        {LANDING_VARIANTS.map((variant) => (
          <label key={variant} className="variant-switcher__option">
            <input
              type="radio"
              name="landing-variant"
              value={variant}
              checked={variant === current}
              onChange={() => onSelect(variant)}
            />
            {VARIANT_COPY[variant].name}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Hide
      </button>
    </aside>
  );
}
