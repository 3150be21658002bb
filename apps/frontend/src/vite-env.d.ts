/// <reference types="vite/client" />

// Merges into vite/client's ImportMetaEnv so the variable is typed where it is read.
interface ImportMetaEnv {
  /** Renames the product in the UI and the HTML (default in .env: BuildMentor). */
  readonly VITE_PRODUCT_NAME?: string;
  /** The support address shown on the help, contact, feedback and legal pages. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
