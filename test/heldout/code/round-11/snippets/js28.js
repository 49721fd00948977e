// greeting.js - loaded on the landing page
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name");
  const box = document.getElementById("greeting");
  if (name) {
    box.innerHTML = `Welcome back, <strong>${name}</strong>!`;
    box.hidden = false;
  }
  const ref = params.get("ref");
  if (ref) {
    localStorage.setItem("referrer", ref);
  }
});
