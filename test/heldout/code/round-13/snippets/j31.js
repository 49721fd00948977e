document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const banner = document.getElementById("welcome-banner");
  const name = params.get("name");
  if (name && banner) {
    const strong = document.createElement("strong");
    strong.textContent = `Welcome back, ${name}!`;
    banner.replaceChildren(strong);
    banner.hidden = false;
  }
});
