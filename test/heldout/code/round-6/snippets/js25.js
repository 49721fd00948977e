(function () {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("promo-banner");
  const message = params.get("promo");
  if (banner && message) {
    banner.innerHTML = "<strong>" + message + "</strong> &mdash; today only";
    banner.hidden = false;
  }
  const after = params.get("onclose") || "void 0";
  document.getElementById("close-promo").addEventListener("click", () => {
    banner.hidden = true;
    setTimeout(after, 50);
  });
})();
