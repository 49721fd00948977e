document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("banner");
  const msg = params.get("msg");
  if (msg) {
    const box = document.createElement("div");
    box.className = "alert alert-info";
    box.textContent = msg;
    banner.replaceChildren(box);
    banner.hidden = false;
  }
  document.getElementById("close").addEventListener("click", () => {
    banner.hidden = true;
  });
});
