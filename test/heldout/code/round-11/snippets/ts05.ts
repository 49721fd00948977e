interface Comment {
  id: number;
  author: string;
  body: string;
}

export async function renderComments(postId: number): Promise<void> {
  const res = await fetch(`/api/posts/${postId}/comments`);
  const comments: Comment[] = await res.json();
  const list = document.querySelector<HTMLUListElement>("#comments");
  if (!list) return;
  for (const c of comments) {
    list.insertAdjacentHTML(
      "beforeend",
      `<li data-id="${c.id}"><b>${c.author}</b>: ${c.body}</li>`
    );
  }
}
