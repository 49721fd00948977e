document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("welcome");
  const name = params.get("name") || "friend";
  banner.innerHTML = "<strong>Welcome, " + name + "!</strong>";

  document.querySelectorAll("[data-dismiss]").forEach((btn) => {
    btn.addEventListener("click", () => btn.closest(".alert").remove());
  });
});
