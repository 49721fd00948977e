import * as z from 'zod';
import './openapi-zod.ts';

/**
 * The one list envelope: every list route answers `items` (the page, newest first) and `next_cursor` (pass it back as
 * `cursor` for the next page; null when there is none). Routes keep their older named array (`keys`, `entries`,
 * `agents`, `activities`) as a deprecated alias, and GET /logs keeps the fields the spec names for it.
 */
export const listEnvelope = <T extends z.ZodType>(item: T) => ({
  items: z.array(item).openapi({ description: 'The page of results' }),
  next_cursor: z.string().nullable().openapi({
    description:
      'Pass as `cursor` for the next page; null when there is none, or when the route does not page (it answers the newest `limit` entries)',
  }),
});

/** A named array kept for compatibility: the same elements as `items`. */
export const legacyList = <T extends z.ZodType>(item: T, name: string) =>
  z.array(item).openapi({ deprecated: true, description: `Same as items (kept for compatibility; read ${name} from items)` });
