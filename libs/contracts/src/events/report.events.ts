import { z } from 'zod';
import { idSchema, isoDaySchema } from './shared.schemas';

/**
 * Events on stream `report-<reportId>`: an admin generates the weekly report. The figures are
 * computed by the command handler from the read models and recorded as a fact, so a report reads
 * the same later even after the live stats have moved on.
 */

const count = z.number().int().nonnegative();

export const weeklyReportStatsSchema = z.object({
  // The admin stat cards (spec section 3, "Admin stats").
  totalUsers: count,
  activeUsers: count,
  totalConversations: count,
  totalMessages: count,
  documentsUploaded: count,
  partnerRegistrations: count,
  // The week's own activity.
  newUsers: count,
  questionsAsked: count,
  positiveFeedback: count,
  negativeFeedback: count,
});

export const weeklyReportGeneratedDataSchema = z.object({
  reportId: idSchema,
  generatedBy: idSchema,
  /** First and last Australia/Sydney day covered, inclusive. */
  periodStart: isoDaySchema,
  periodEnd: isoDaySchema,
  stats: weeklyReportStatsSchema,
  /** One-line summary the admin screen shows as the result message. */
  summary: z.string(),
});

export type WeeklyReportStats = z.infer<typeof weeklyReportStatsSchema>;
export type WeeklyReportGeneratedData = z.infer<typeof weeklyReportGeneratedDataSchema>;
