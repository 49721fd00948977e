import React from "react";
import DOMPurify from "dompurify";

export default function PostBody({ post }) {
  const clean = DOMPurify.sanitize(post.bodyHtml, { USE_PROFILES: { html: true } });
  return (
    <article className="post">
      <h1>{post.title}</h1>
      <div className="post-body" dangerouslySetInnerHTML={{ __html: clean }} />
      <footer>by {post.author}</footer>
    </article>
  );
}
