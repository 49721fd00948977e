const params = new URLSearchParams(window.location.search);

function showNotice(): void {
  const notice = params.get("notice");
  const box = document.getElementById("notice") as HTMLDivElement | null;
  if (!box || !notice) return;
  box.innerHTML = `<strong>Notice:</strong> ${notice}`;
  box.hidden = false;
}

document.addEventListener("DOMContentLoaded", showNotice);
