export function showToast(message: string): void {
  const container = document.querySelector<HTMLDivElement>("#toasts");
  if (!container) return;
  const toast = document.createElement("div");
  toast.className = "toast";
  toast.innerHTML = `<span class="icon">ℹ</span><span>${message}</span>`;
  container.appendChild(toast);
  setTimeout(() => toast.remove(), 4000);
}

const hashMessage = decodeURIComponent(window.location.hash.slice(1));
if (hashMessage) {
  showToast(hashMessage);
}
