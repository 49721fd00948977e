document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const term = params.get("q") || "";
  const banner = document.getElementById("search-banner");
  banner.innerHTML = `Results for <strong>${term}</strong>`;

  fetch(`/api/search?q=${encodeURIComponent(term)}`)
    .then((r) => r.json())
    .then((items) => {
      const list = document.getElementById("results");
      list.textContent = "";
      for (const item of items) {
        const li = document.createElement("li");
        li.textContent = item.title;
        list.appendChild(li);
      }
    });
});
