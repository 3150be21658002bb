import { TRIAL_QUESTIONS } from '@buildmentor/contracts/limits';
import { VARIANT_COPY, type LandingVariant } from '../landing-variants';
import { HeroActionLink } from './hero-action-link';

interface LandingHeroProps {
  variant: LandingVariant;
  signedIn: boolean;
}

/** The hero of spec section 2: the variant's headline, body and its two buttons. */
export function LandingHero({ variant, signedIn }: LandingHeroProps) {
  const copy = VARIANT_COPY[variant];
  const [primary, secondary] = signedIn ? copy.signedIn : copy.signedOut;

  return (
    <section className="hero" aria-labelledby="hero-title" data-variant={variant}>
      <p className="hero__eyebrow">{copy.eyebrow}</p>
      <h1 id="hero-title" className="hero__title">
        {copy.headline}
      </h1>
      <p className="hero__lead">{copy.body}</p>
      <div className="hero__actions">
        <HeroActionLink action={primary} primary />
        <HeroActionLink action={secondary} primary={false} />
      </div>
      <ul className="hero__facts" aria-label="At a glance">
        <li>NCC, AS/NZS and BCA</li>
        <li>Answers tailored to your experience</li>
        <li>{`${TRIAL_QUESTIONS} free questions, no credit card`}</li>
      </ul>
    </section>
  );
}
