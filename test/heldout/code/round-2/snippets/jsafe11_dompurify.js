import DOMPurify from "dompurify";

export function renderComment(container, comment) {
  const div = document.createElement("div");
  div.className = "comment";
  div.innerHTML = DOMPurify.sanitize(comment.html);
  container.appendChild(div);
}
