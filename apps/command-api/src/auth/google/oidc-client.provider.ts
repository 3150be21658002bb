import { type AppConfig } from '@buildmentor/config';
import { CONFIG } from '../../infrastructure/tokens';
import { OidcClient } from './oidc-client';

export const OIDC_CLIENT = Symbol.for('buildmentor.OidcClient');

/** The OIDC client when one is configured, else null (Google sign-in then answers 404). */
export const oidcClientProvider = {
  provide: OIDC_CLIENT,
  inject: [CONFIG],
  useFactory: (config: AppConfig) =>
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? new OidcClient(config.OIDC_ISSUER_URL, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET)
      : null,
};
