function show(comment) {
  $('#comments').append('<li>' + comment.text + '</li>');
}
