document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const banner = document.getElementById("welcome-banner");
  const name = params.get("name");
  if (name && banner) {
    banner.innerHTML = "<strong>Welcome back, " + name + "!</strong>";
    banner.hidden = false;
  }
  const close = document.getElementById("welcome-close");
  if (close) {
    close.addEventListener("click", () => {
      banner.hidden = true;
    });
  }
});
