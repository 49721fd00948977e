export function show(el: HTMLElement | null, html: unknown): void {
  el!.innerHTML = html as string;
}
