import DOMPurify from 'dompurify';
export function render(el, html) {
  el.innerHTML = DOMPurify.sanitize(html);
}
