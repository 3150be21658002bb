export { FakeStripeServer, type RecordedStripeRequest } from './fake-stripe-server';
export { parseStripeForm, type FormValue } from './stripe-form';
export { signStripePayload } from './stripe-signature';
