import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * tools/eval/floor.json: the score the offline answerer must reach in CI. The floor may only
 * rise: every raise is appended to the history with its date and why, and the current floor is
 * the last entry (floor.spec.ts checks both).
 */
export const floorFileSchema = z.object({
  floor: z.number().min(0).max(1),
  history: z
    .array(
      z.object({
        floor: z.number().min(0).max(1),
        date: z.iso.date(),
        /** The evaluation set version the score was measured on. */
        version: z.string().regex(/^v\d+$/),
        note: z.string().min(10),
      }),
    )
    .min(1),
});

export type FloorFile = z.infer<typeof floorFileSchema>;

export const FLOOR_PATH = join(__dirname, '..', 'floor.json');

export function readFloor(path = FLOOR_PATH): FloorFile {
  return floorFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}
