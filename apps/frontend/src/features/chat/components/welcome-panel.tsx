import type { ReactNode } from 'react';
import { ProductIcon } from '../../../components/ui/icons';
import { PRODUCT_NAME } from '../../../config/product';

/** What an empty chat shows, with the example questions the route puts in (`children`). */
export function WelcomePanel({ children }: { children?: ReactNode }) {
  return (
    <section className="welcome-panel" aria-labelledby="welcome-title">
      <ProductIcon className="welcome-panel__icon" />
      <h2 id="welcome-title">Welcome to {PRODUCT_NAME}</h2>
      <p>
        Ask about the NCC, AS/NZS standards, the BCA or your project. Every answer comes with a technical
        answer, mentoring insight and next steps.
      </p>
      {children}
    </section>
  );
}
