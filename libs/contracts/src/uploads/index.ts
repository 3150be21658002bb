// Upload rules without zod, for the browser bundle: `@buildmentor/contracts/uploads`.
export * from './accepted-uploads';
export * from './format-storage';
export { MAX_UPLOAD_BYTES, MAX_FILES_PER_UPLOAD } from '../limits';
