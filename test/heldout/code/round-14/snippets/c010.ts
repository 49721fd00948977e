import type { NextApiRequest, NextApiResponse } from "next";

const API = "https://api.github.com";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const user = String(req.query.user ?? "");
  const upstream = await fetch(`${API}/users/${encodeURIComponent(user)}/repos?per_page=10`, {
    headers: { accept: "application/vnd.github+json", authorization: `Bearer ${process.env.GITHUB_TOKEN}` },
  });
  if (!upstream.ok) {
    res.status(upstream.status).json({ error: "upstream error" });
    return;
  }
  const repos = (await upstream.json()) as Array<{ name: string; stargazers_count: number }>;
  res.json(repos.map((r) => ({ name: r.name, stars: r.stargazers_count })));
}
