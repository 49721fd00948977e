function render(el, html) {
  el.insertAdjacentHTML('beforeend', html);
}
