export { FakeStripeServer, type RecordedStripeRequest } from './fake-stripe-server';
export { FakeStripeAccount, type StripeObject } from './fake-stripe-account';
export { parseStripeForm, type FormValue } from './stripe-form';
export { signStripePayload } from './stripe-signature';
