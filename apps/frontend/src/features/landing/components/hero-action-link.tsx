import { Link } from 'react-router-dom';
import type { HeroAction } from '../landing-variants';

/** A call-to-action: an in-page anchor stays a plain link, a route goes through the router. */
export function HeroActionLink({ action, primary }: { action: HeroAction; primary: boolean }) {
  const className = `button button--large ${primary ? 'button--primary' : 'button--secondary'}`;
  if (action.to.startsWith('#')) {
    return (
      <a href={action.to} className={className}>
        {action.label}
      </a>
    );
  }
  return (
    <Link to={action.to} className={className}>
      {action.label}
    </Link>
  );
}
