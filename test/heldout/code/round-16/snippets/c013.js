document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name") || "friend";
  const banner = document.getElementById("welcome");
  banner.innerHTML = `<h2>Welcome back, ${name}!</h2><p>You have new messages.</p>`;

  document.getElementById("dismiss").addEventListener("click", () => {
    banner.remove();
    localStorage.setItem("welcomeDismissed", "1");
  });
});
