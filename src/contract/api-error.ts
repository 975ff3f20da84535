import { z } from 'zod';

/** Every failed API call answers with this shape; validation errors add a message per field. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A call that only confirms what it did answers with its message ("Password updated", "User blocked"). */
export const MessageSchema = z.object({ message: z.string() });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
