import { Link } from 'react-router-dom';
import { FEATURES_ANCHOR, paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import '../../styles/site-footer.css';

interface SiteFooterProps {
  /** On the landing, Features is an anchor in the page; elsewhere it leads back to it. */
  variant?: 'landing' | 'page';
}

/** Spec section 2: Product, Support and Legal columns and the copyright line. */
export function SiteFooter({ variant = 'page' }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <div className="site-footer__brand">
          <p className="site-footer__name">{PRODUCT_NAME}</p>
          <p>
            AI guidance on the NCC, AS/NZS standards and the BCA for construction and building-design
            professionals.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="site-footer__heading">Product</h2>
          <ul>
            <li>
              {variant === 'landing' ? (
                <a href={`#${FEATURES_ANCHOR}`}>Features</a>
              ) : (
                <Link to={{ pathname: paths.home.path, hash: FEATURES_ANCHOR }}>Features</Link>
              )}
            </li>
            <li>
              <Link to={paths.pricing.path}>Pricing</Link>
            </li>
            <li>
              <Link to={paths.auth.path}>Try Free</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="site-footer__heading">Support</h2>
          <ul>
            <li>
              <Link to={paths.help.path}>Help Center</Link>
            </li>
            <li>
              <Link to={paths.contact.path}>Contact</Link>
            </li>
            <li>
              <Link to={paths.feedback.path}>Feedback</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to={paths.privacy.path}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.terms.path}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.partnerUploadPolicy.path}>Partner Upload Policy</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">© 2025 {PRODUCT_NAME}. All rights reserved.</p>
    </footer>
  );
}
