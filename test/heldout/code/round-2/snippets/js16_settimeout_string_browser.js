// loaded by notice.html
const params = new URLSearchParams(window.location.search);

function showMessage(text) {
  document.getElementById("notice").textContent = text;
}

setTimeout("showMessage('" + params.get("msg") + "')", 500);
