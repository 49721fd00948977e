import DOMPurify from "dompurify";

type Notice = { id: number; html: string; level: "info" | "warn" };

async function loadNotices(container: HTMLElement): Promise<void> {
  const res = await fetch("/api/notices");
  const notices: Notice[] = await res.json();
  const markup = notices
    .map((n) => `<div class="notice">${n.html}</div>`)
    .join("");
  container.innerHTML = DOMPurify.sanitize(markup);
}

document.addEventListener("DOMContentLoaded", () => {
  const el = document.querySelector<HTMLElement>("#notices");
  if (el) void loadNotices(el);
});
