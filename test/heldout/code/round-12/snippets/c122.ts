function showFlash(): void {
  const params = new URLSearchParams(window.location.search);
  const msg = params.get("msg");
  const kind = params.get("kind") === "error" ? "error" : "info";
  if (!msg) return;
  const box = document.getElementById("flash") as HTMLDivElement;
  box.className = `flash flash-${kind}`;
  box.innerHTML = `<strong>${kind.toUpperCase()}</strong> ${msg}`;
  box.hidden = false;
}

document.addEventListener("DOMContentLoaded", showFlash);
