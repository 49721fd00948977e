function renderSearchBanner() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get("q") || "";
  const banner = document.getElementById("search-banner");
  const p = document.createElement("p");
  const strong = document.createElement("strong");
  strong.textContent = q;
  p.append("Results for ", strong);
  banner.replaceChildren(p);
}

document.addEventListener("DOMContentLoaded", renderSearchBanner);
