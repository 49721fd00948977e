import DOMPurify from 'dompurify';
export function render(el: HTMLElement, html: string): void {
  el.innerHTML = DOMPurify.sanitize(html) as string;
}
