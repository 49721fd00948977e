// greeting.js - loaded on the landing page
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name");
  const box = document.getElementById("greeting");
  if (name) {
    const strong = document.createElement("strong");
    strong.textContent = name;
    box.replaceChildren("Welcome back, ", strong, "!");
    box.hidden = false;
  }
});
