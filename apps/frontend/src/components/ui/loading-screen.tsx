import { PRODUCT_NAME } from '../../config/product';
import { ProductIcon } from './icons';
import { Spinner } from './spinner';

/** Spec section 2: while auth (or the profile) loads, a full-screen icon, spinner and text. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <ProductIcon className="loading-screen__icon" />
      <Spinner size="lg" />
      <p className="loading-screen__text">Loading {PRODUCT_NAME}...</p>
    </div>
  );
}
