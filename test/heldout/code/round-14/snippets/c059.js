document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("banner");
  const msg = params.get("msg");
  if (msg) {
    banner.innerHTML = `<div class="alert alert-info">${msg}</div>`;
    banner.hidden = false;
  }
  document.getElementById("close").addEventListener("click", () => {
    banner.hidden = true;
  });
});
