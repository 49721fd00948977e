import DOMPurify from "dompurify";
import { marked } from "marked";

interface Post {
  title: string;
  markdown: string;
}

export async function showPost(slug: string): Promise<void> {
  const res = await fetch(`/api/posts/${encodeURIComponent(slug)}`);
  const post: Post = await res.json();
  const title = document.getElementById("post-title");
  const body = document.getElementById("post-body");
  if (!title || !body) return;
  title.textContent = post.title;
  const html = await marked.parse(post.markdown);
  body.innerHTML = DOMPurify.sanitize(html);
}
