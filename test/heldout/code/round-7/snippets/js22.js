function renderSearchHeader() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get("q") || "";
  const header = document.getElementById("search-header");
  header.innerHTML = `<h2>Results for <em>${q}</em></h2>`;
}

document.addEventListener("DOMContentLoaded", renderSearchHeader);
