import type { AuditEntry, AuditPage } from './audit.ts';

type Api = <T>(path: string) => Promise<T>;

export interface FetchedEntries {
  entries: AuditEntry[];
  /** True when older entries inside the window were not fetched (the page budget ran out). */
  truncated: boolean;
}

/**
 * Reads the audit trail newest first, 200 entries a page (the API's maximum), until entries older than `sinceMs`
 * appear or `maxPages` pages were read: a bounded number of requests whatever the organization's volume.
 */
export async function fetchAuditEntries(api: Api, opts: { sinceMs: number; maxPages: number }): Promise<FetchedEntries> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < opts.maxPages; page++) {
    const q = new URLSearchParams({ limit: '200' });
    if (cursor) q.set('cursor', cursor);
    const res: AuditPage = await api<AuditPage>(`/v1/audit/logs?${q}`);
    entries.push(...res.entries);
    const oldest = res.entries[res.entries.length - 1];
    if (!res.next_cursor || !oldest || Date.parse(oldest.timestamp) < opts.sinceMs) return { entries, truncated: false };
    cursor = res.next_cursor;
  }
  return { entries, truncated: true };
}
