import { Link, NavLink } from 'react-router-dom';
import { FEATURES_ANCHOR, paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { useAuth } from '../../lib/auth/auth-context';
import { ProductIcon } from '../ui/icons';

interface SiteHeaderProps {
  /** The landing header links to its own Features section; other pages link Home instead. */
  variant?: 'landing' | 'page';
  /** Adds an Admin link to /admin (the route decides, from the server's admin check). */
  showAdminLink?: boolean;
}

/**
 * Spec section 2: the landing header (logo, Features, Pricing) and the shared header of the
 * other pages (Home, Pricing); signed in adds Knowledge Vault, the email badge and Go to Chat,
 * signed out shows Sign In.
 */
export function SiteHeader({ variant = 'page', showAdminLink = false }: SiteHeaderProps) {
  const { user } = useAuth();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link to={paths.home.path} className="site-header__logo" aria-label={`${PRODUCT_NAME} home`}>
          <ProductIcon className="site-header__logo-icon" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          {variant === 'landing' ? (
            <a href={`#${FEATURES_ANCHOR}`}>Features</a>
          ) : (
            <NavLink to={paths.home.path} end>
              Home
            </NavLink>
          )}
          <NavLink to={paths.pricing.path}>Pricing</NavLink>
          {user && <NavLink to={paths.knowledge.path}>Knowledge Vault</NavLink>}
          {user && showAdminLink && <NavLink to={paths.admin.path}>Admin</NavLink>}
        </nav>
        <div className="site-header__account">
          {user ? (
            <>
              <span className="email-badge" title={user.email}>
                <span className="visually-hidden">Signed in as </span>
                {user.email}
              </span>
              <Link to={paths.chat.path} className="button button--primary">
                Go to Chat
              </Link>
            </>
          ) : (
            <Link to={paths.auth.path} className="button button--secondary">
              Sign In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
