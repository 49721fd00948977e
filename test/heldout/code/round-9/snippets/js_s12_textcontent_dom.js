document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name") || "friend";
  const greeting = document.getElementById("greeting");
  greeting.textContent = `Hello, ${name}!`;

  const link = document.createElement("a");
  link.href = "/profile";
  link.textContent = "Edit your profile";
  greeting.after(link);
});
