export async function load(id: number): Promise<unknown> {
  const res = await fetch(`/api/items/${encodeURIComponent(String(id))}`);
  return res.json();
}
