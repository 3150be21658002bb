import {
  companyTypeSchema,
  disciplineSchema,
  experienceLevelSchema,
  industrySectorSchema,
  SUBSCRIPTION_TIERS,
} from '@buildmentor/contracts';
import { z } from 'zod';
import { REFERENCE_KEYS } from './references';

/**
 * One evaluation case: a question as a real asker would put it, who asks it, what a good answer
 * must name, what it must not say, and where each expectation comes from. The profile's lists are
 * the spec's option lists (contracts' schemas), so a case can only use labels the product offers.
 */

/** A public, checkable citation: a standard's number and title, an NCC/NZBC provision, an ABCB or MBIE page. */
const sourceSchema = z.string().min(12);

export const passageSchema = z.object({
  documentId: z.string().regex(/^doc-[a-z0-9-]+$/),
  title: z.string().min(3),
  page: z.number().int().positive().optional(),
  text: z.string().min(40),
});

export const forbiddenSchema = z.object({
  /** A case-insensitive regular expression an answer must not match. */
  pattern: z.string().min(2),
  /** The fact it would get wrong, in words. */
  why: z.string().min(10),
  source: sourceSchema,
});

/**
 * An earlier turn. An assistant turn without content is the answerer's own answer to the user
 * turn before it, asked first in the same conversation: a follow-up is then scored against what
 * this answerer really said (and a word-for-word repeat of it is a forbidden statement).
 */
export const turnSchema = z.union([
  z.object({ role: z.literal('user'), content: z.string().min(1) }),
  z.object({ role: z.literal('assistant'), content: z.string().min(1).optional() }),
]);

export const evalCaseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    question: z.string().min(10),
    jurisdiction: z.enum(['AU', 'NZ']),
    profile: z.object({
      experienceLevel: experienceLevelSchema,
      industrySectors: z.array(industrySectorSchema).min(1),
      disciplines: z.array(disciplineSchema).min(1),
      companyType: companyTypeSchema,
    }),
    tier: z.enum(SUBSCRIPTION_TIERS),
    /** Earlier turns of the conversation, for follow-up questions (oldest first). */
    history: z.array(turnSchema).default([]),
    /** Enhanced mode: the answer should be grounded in the asker's own documents below. */
    enhanced: z.boolean(),
    passages: z.array(passageSchema).default([]),
    /**
     * The documents a good answer cites (Enhanced); any other supplied document is unrelated. Empty
     * in an Enhanced case whose documents are all beside the point: a good answer then cites none.
     */
    expectedSources: z.array(z.string()).default([]),
    /** References a good answer names: keys of the reference catalogue, which carries their sources. */
    required: z.array(z.enum(REFERENCE_KEYS)).default([]),
    mustNot: z.array(forbiddenSchema).default([]),
    /** Whether a good answer names the asker's discipline and/or sector (personalisation). */
    mentions: z.array(z.enum(['discipline', 'sector'])).default([]),
    /** Outside BuildMentor's scope: a good answer says so instead of inventing an answer. */
    outOfScope: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.enhanced !== c.passages.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['passages'],
        message: 'Enhanced cases, and only they, supply passages',
      });
    const ids = new Set(c.passages.map((p) => p.documentId));
    c.expectedSources.forEach((id, index) => {
      if (!ids.has(id))
        ctx.addIssue({
          code: 'custom',
          path: ['expectedSources', index],
          message: `${id} is not a supplied passage`,
        });
    });
    if (!c.outOfScope && c.required.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['required'],
        message: 'an in-scope case names what a good answer cites',
      });
    if (c.outOfScope && c.required.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['required'],
        message: 'an out-of-scope case requires no reference',
      });
    c.history.forEach((turn, index) => {
      if (turn.role === 'assistant' && turn.content === undefined && c.history[index - 1]?.role !== 'user')
        ctx.addIssue({
          code: 'custom',
          path: ['history', index],
          message: "the answerer's own turn follows a user turn",
        });
    });
    c.mustNot.forEach((forbidden, index) => {
      try {
        new RegExp(forbidden.pattern, 'i');
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['mustNot', index, 'pattern'],
          message: 'not a regular expression',
        });
      }
    });
  });

/** A main set has at least 40 cases (issue 20); a held-out set, written to check the main one, 24. */
export const MIN_CASES = { main: 40, holdout: 24 } as const;

export const evalSetSchema = z
  .object({
    /** "v1" for a main set, "holdout-v1" for a held-out one (README, Answer evaluation). */
    version: z.string().regex(/^(?:holdout-)?v\d+$/),
    cases: z.array(evalCaseSchema),
  })
  .superRefine((set, ctx) => {
    const min = set.version.startsWith('holdout-') ? MIN_CASES.holdout : MIN_CASES.main;
    if (set.cases.length < min)
      ctx.addIssue({
        code: 'custom',
        path: ['cases'],
        message: `a ${set.version} set has at least ${min} cases`,
      });
    const seen = new Set<string>();
    set.cases.forEach((c, index) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['cases', index, 'id'], message: `duplicate id ${c.id}` });
      seen.add(c.id);
    });
  });

export type EvalCaseInput = z.input<typeof evalCaseSchema>;
export type EvalCase = z.output<typeof evalCaseSchema>;
export type EvalSet = z.output<typeof evalSetSchema>;
export type Forbidden = z.output<typeof forbiddenSchema>;
export type Turn = z.output<typeof turnSchema>;
