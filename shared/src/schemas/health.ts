import { z } from 'zod';

/**
 * What `GET /api/v1/health` answers: whether this process can reach its database, which backends
 * it runs on, and which process answered (behind a proxy that spreads requests over several).
 */
export const HealthSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.enum(['files', 's3']),
  pid: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;
