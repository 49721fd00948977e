$('#message').text(location.hash.substring(1));
