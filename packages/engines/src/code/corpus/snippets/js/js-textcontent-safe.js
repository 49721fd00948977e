export function greet(el, name) {
  el.textContent = 'Hello ' + name;
}
