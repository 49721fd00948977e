import DOMPurify from "dompurify";
import { marked } from "marked";

export function renderPreview(markdownText) {
  const html = marked.parse(markdownText);
  const clean = DOMPurify.sanitize(html);
  document.getElementById("preview").innerHTML = clean;
}

document.getElementById("editor").addEventListener("input", (e) => {
  renderPreview(e.target.value);
});
