import DOMPurify from 'dompurify';
export function render(el, dirty) {
  const clean = DOMPurify.sanitize(dirty, { USE_PROFILES: { html: true } });
  el.innerHTML = `<div class="note">${clean}</div>`;
}
