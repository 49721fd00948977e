function renderComments(list, comments) {
  list.replaceChildren();
  for (const c of comments) {
    const li = document.createElement("li");
    const who = document.createElement("b");
    who.textContent = c.author;
    const text = document.createElement("span");
    text.textContent = ": " + c.body;
    li.append(who, text);
    list.appendChild(li);
  }
}

fetch("/api/comments")
  .then((r) => r.json())
  .then((data) => renderComments(document.getElementById("comments"), data));
