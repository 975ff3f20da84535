import { z } from 'zod';
import { calendarDayProblem } from './dates';
import { DATE_MESSAGES } from './messages';

// Apart from dates.ts: the storefront's first page formats dates but validates none, and any zod schema in a module
// it imports brings the whole of zod (about a quarter of its JavaScript) into that page.

/** A calendar day as the date inputs send it (YYYY-MM-DD), that exists and falls within SHOP_YEARS. */
export const CalendarDaySchema = z.string({ error: DATE_MESSAGES.badDate }).superRefine((value, context) => {
  const problem = calendarDayProblem(value);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: problem === 'format' ? DATE_MESSAGES.badDate : DATE_MESSAGES.outOfRange,
    });
});
