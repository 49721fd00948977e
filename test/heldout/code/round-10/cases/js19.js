function renderComments(comments) {
  const list = document.getElementById("comments");
  list.innerHTML = comments
    .map((c) => `<li><strong>${c.author}</strong>: ${c.body}</li>`)
    .join("");
}

async function loadComments(postId) {
  const res = await fetch(`/api/posts/${encodeURIComponent(postId)}/comments`);
  renderComments(await res.json());
}

const params = new URLSearchParams(window.location.search);
document.getElementById("title").innerHTML = "Comments on " + params.get("post");
loadComments(params.get("post"));
