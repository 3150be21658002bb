import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { FEATURES_ANCHOR, paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { useAuth } from '../../lib/auth/auth-context';
import { CloseIcon, MenuIcon, ProductIcon } from '../ui/icons';

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
 *
 * On a phone the header stays one row (issue 21.6: no taller than 80 px): the logo, a Menu button
 * and the Sign In / Go to Chat button; the links and the email badge fold into a panel the Menu
 * button opens (aria-expanded). Escape closes it and returns focus to the button.
 */
export function SiteHeader({ variant = 'page', showAdminLink = false }: SiteHeaderProps) {
  const { user } = useAuth();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
        <button
          ref={menuButton}
          type="button"
          className="icon-button site-header__menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={menuId} className={`site-header__menu${menuOpen ? ' site-header__menu--open' : ''}`}>
          <nav className="site-header__nav" aria-label="Main">
            {variant === 'landing' ? (
              <a href={`#${FEATURES_ANCHOR}`} onClick={() => setMenuOpen(false)}>
                Features
              </a>
            ) : (
              <NavLink to={paths.home.path} end>
                Home
              </NavLink>
            )}
            <NavLink to={paths.pricing.path}>Pricing</NavLink>
            {user && <NavLink to={paths.knowledge.path}>Knowledge Vault</NavLink>}
            {user && showAdminLink && <NavLink to={paths.admin.path}>Admin</NavLink>}
          </nav>
          {user && (
            <span className="email-badge" title={user.email}>
              <span className="visually-hidden">Signed in as </span>
              {user.email}
            </span>
          )}
        </div>
        <div className="site-header__account">
          {user ? (
            <Link to={paths.chat.path} className="button button--primary">
              Go to Chat
            </Link>
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
