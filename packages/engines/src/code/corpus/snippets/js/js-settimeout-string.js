function later(name) {
  setTimeout('greet("' + name + '")', 100);
}
