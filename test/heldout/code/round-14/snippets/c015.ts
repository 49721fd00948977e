import DOMPurify from "dompurify";
import { marked } from "marked";

export async function renderComment(container: HTMLElement, markdown: string): Promise<void> {
  const html = await marked.parse(markdown);
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  container.innerHTML = clean;
}

export async function loadComments(postId: number) {
  const res = await fetch(`/api/posts/${postId}/comments`);
  const comments: { id: number; body: string }[] = await res.json();
  const list = document.getElementById("comments")!;
  for (const c of comments) {
    const li = document.createElement("li");
    list.appendChild(li);
    await renderComment(li, c.body);
  }
}
