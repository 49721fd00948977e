import DOMPurify from "dompurify";

export function renderComment(el: HTMLElement, markdownHtml: string): void {
  const clean = DOMPurify.sanitize(markdownHtml, { USE_PROFILES: { html: true } });
  el.innerHTML = clean;
}

export function renderAll(container: HTMLElement, comments: { html: string }[]): void {
  for (const c of comments) {
    const div = document.createElement("div");
    renderComment(div, c.html);
    container.appendChild(div);
  }
}
