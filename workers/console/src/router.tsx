import { useEffect, useState } from 'preact/hooks';

/** Pages live in the URL fragment (`#/keys`), so the server serves one document and links keep working. */
export const PAGES = [
  { id: 'overview', label: 'Overview' },
  { id: 'playground', label: 'Playground' },
  { id: 'keys', label: 'API keys' },
  { id: 'activity', label: 'Activity' },
  { id: 'agents', label: 'Agents' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'checker', label: 'Attestation checker' },
] as const;

export type PageId = (typeof PAGES)[number]['id'];

function current(): PageId {
  const id = location.hash.replace(/^#\/?/, '').split('?')[0];
  return PAGES.find((p) => p.id === id)?.id ?? 'overview';
}

export function useRoute(): PageId {
  const [page, setPage] = useState<PageId>(current);
  useEffect(() => {
    const onHash = () => setPage(current());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  return page;
}

export function navigate(page: PageId) {
  location.hash = `#/${page}`;
}

let handoff: string | null = null;

/** Opens the checker with an attestation from the playground (kept in memory, never in the URL). */
export function openInChecker(jwt: string) {
  handoff = jwt;
  navigate('checker');
}

export function takeHandoff(): string | null {
  const value = handoff;
  handoff = null;
  return value;
}
