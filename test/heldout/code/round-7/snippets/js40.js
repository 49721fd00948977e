function renderComments(comments) {
  const list = document.getElementById("comments");
  list.replaceChildren();
  for (const c of comments) {
    const li = document.createElement("li");
    const author = document.createElement("strong");
    author.textContent = c.author;
    const body = document.createElement("span");
    body.textContent = " " + c.text;
    li.append(author, body);
    list.appendChild(li);
  }
}

fetch("/api/comments")
  .then((r) => r.json())
  .then(renderComments);
