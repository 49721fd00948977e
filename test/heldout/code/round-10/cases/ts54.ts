export function showToast(message: string): void {
  const container = document.querySelector<HTMLDivElement>("#toasts");
  if (!container) return;
  const toast = document.createElement("div");
  toast.className = "toast";
  const text = document.createElement("span");
  text.textContent = message;
  toast.appendChild(text);
  container.appendChild(toast);
  setTimeout(() => toast.remove(), 4000);
}

const hashMessage = decodeURIComponent(window.location.hash.slice(1));
if (hashMessage) {
  showToast(hashMessage);
}
