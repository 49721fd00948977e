document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name") || "friend";
  const banner = document.getElementById("welcome");
  const heading = document.createElement("h2");
  heading.textContent = `Welcome back, ${name}!`;
  banner.replaceChildren(heading);

  document.getElementById("dismiss").addEventListener("click", () => {
    banner.remove();
    localStorage.setItem("welcomeDismissed", "1");
  });
});
