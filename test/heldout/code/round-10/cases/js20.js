import React from "react";

export default function PostBody({ post }) {
  return (
    <article className="post">
      <h1>{post.title}</h1>
      <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      <footer>by {post.author}</footer>
    </article>
  );
}
