/**
 * Business constants the server enforces and the frontend displays. They live in contracts so the
 * two sides can never disagree about a number (spec section 9, plus the limits we chose where the
 * spec shows none; each such choice says why).
 *
 * The browser imports this file directly (`@buildmentor/contracts/limits`, like `./plans`), so it
 * stays free of zod: only plain constants here, no value import of a schema module.
 */

/** Free trial: 3 questions, no card (spec section 9). */
export const TRIAL_QUESTIONS = 3;

/** Daily Booster: one extra question per Australia/Sydney day (spec section 9). */
export const DAILY_BOOSTERS = 1;

/**
 * The product's business day is an Australia/Sydney calendar day (it serves AU/NZ, priced in AUD):
 * daily allowances, the Daily Booster, analytics days, weekly reports and audit filters count in it.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney';

/**
 * The spec shows no limit on a chat question. We cap it so a single ask cannot blow the LLM's
 * context budget: 4,000 characters is roughly 1,000 tokens, far beyond any real question.
 */
export const MAX_QUESTION_LENGTH = 4000;

/** A conversation's title is its first question cut to about this many characters. */
export const CONVERSATION_TITLE_MAX_LENGTH = 60;

/**
 * The spec shows no length limit on custom instructions, but they are sent with every prompt.
 * 2,000 characters (about 500 tokens) leaves room for a paragraph of preferences without letting
 * one user's profile crowd the question and retrieved passages out of the context window.
 */
export const MAX_CUSTOM_INSTRUCTIONS_LENGTH = 2000;

/** Sources shown: at most 3 per message (spec section 9). */
export const MAX_SOURCES_PER_ANSWER = 3;

/** Uploads: max 10 MB per file (spec section 9); larger bodies get 413 before parsing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Files in one upload request; the spec shows none, 10 covers a folder of drawings without inviting abuse. */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * Upload requests one user may have in flight at once (per API instance). Two lets a second
 * selection start while the first finishes; beyond that a client is flooding, and gets 429.
 */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 2;

/** Conversations remember context for 30 days per session (spec section 9). */
export const CONTEXT_MEMORY_DAYS = 30;

/** The user-facing text of a failed answer (spec section 8, chat failure). */
export const CHAT_FAILURE_MESSAGE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

/** Starter plan: 3 questions per Australia/Sydney day (spec: "Starter is marketed as 3 per day"). */
export const STARTER_DAILY_QUESTIONS = 3;

/** Beta testers' question allowance (spec section 9). */
export const BETA_TESTER_QUESTIONS = 10;

/** A day pass lasts 24 hours from activation (spec: "Pro-Plus features for 24 hours"). */
export const DAY_PASS_HOURS = 24;

/**
 * The random key a browser keeps for its own pro demo account (`?user_type=pro`): 32 lowercase hex
 * characters, 128 bits, so nobody guesses another browser's. It only picks which pro demo account
 * the demo sign-in returns; it grants nothing else (docs/decisions.md, demo accounts).
 */
export const DEMO_KEY_PATTERN = /^[0-9a-f]{32}$/;
