function renderSearchBanner() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const term = params.get("q") || "";
  const banner = document.getElementById("banner");
  banner.textContent = term ? `Results for "${term}"` : "Type to search";

  const back = document.getElementById("back-link");
  const href = params.get("back") || "/";
  const url = new URL(href, window.location.origin);
  back.href = url.origin === window.location.origin ? url.href : "/";
}

document.addEventListener("DOMContentLoaded", renderSearchBanner);
window.addEventListener("hashchange", renderSearchBanner);
