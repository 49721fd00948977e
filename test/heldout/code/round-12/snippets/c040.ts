import DOMPurify from "dompurify";

export function renderComment(container: HTMLElement, author: string, bodyHtml: string): void {
  const head = document.createElement("div");
  head.className = "comment-author";
  head.textContent = author;
  const body = document.createElement("div");
  body.className = "comment-body";
  body.innerHTML = DOMPurify.sanitize(bodyHtml, { ALLOWED_TAGS: ["b", "i", "a", "code", "p"] });
  container.append(head, body);
}
