function renderComments(comments) {
  const list = document.getElementById("comments");
  list.replaceChildren();
  for (const c of comments) {
    const li = document.createElement("li");
    const author = document.createElement("strong");
    author.textContent = c.author;
    li.append(author, ": ", c.body);
    list.appendChild(li);
  }
}

async function loadComments(postId) {
  const res = await fetch(`/api/posts/${encodeURIComponent(postId)}/comments`);
  renderComments(await res.json());
}

const params = new URLSearchParams(window.location.search);
document.getElementById("title").textContent = "Comments on " + params.get("post");
loadComments(params.get("post"));
