document.addEventListener("DOMContentLoaded", () => {
  const banner = document.getElementById("welcome");
  const who = decodeURIComponent(window.location.hash.slice(1));
  banner.textContent = "Welcome back, " + who;
});
