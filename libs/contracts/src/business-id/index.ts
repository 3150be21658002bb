// Business identifier rules and field config, zod-free so the browser can import them directly
// (`@buildmentor/contracts/business-id`) without pulling the event schemas along.
export * from './business-id-schemes';
export * from './checksums';
export * from './validate-business-id';
