const { Octokit } = require("@octokit/rest");

const octokit = new Octokit({
  auth: "ghp_7Yq2LmN9vB4xR8tK1wZ5cJ3hF6dS0aPeUoGi",
  userAgent: "release-bot v1.2",
});

async function latestRelease(owner, repo) {
  const { data } = await octokit.repos.getLatestRelease({ owner, repo });
  return { tag: data.tag_name, published: data.published_at };
}

latestRelease("acme", "widgets").then((r) => console.log(r));
