function renderComments(container, comments) {
  container.replaceChildren();
  for (const c of comments) {
    const item = document.createElement("li");
    const author = document.createElement("strong");
    author.textContent = c.author;
    const body = document.createElement("p");
    body.textContent = c.text;
    item.append(author, body);
    container.appendChild(item);
  }
}

fetch("/api/comments?post=" + encodeURIComponent(new URLSearchParams(location.search).get("post") || ""))
  .then((r) => r.json())
  .then((data) => renderComments(document.getElementById("comments"), data));
