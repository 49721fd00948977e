function renderSearchBanner() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get("q") || "";
  const banner = document.getElementById("search-banner");
  banner.innerHTML = "<p>Results for <strong>" + q + "</strong></p>";
}

document.addEventListener("DOMContentLoaded", renderSearchBanner);
