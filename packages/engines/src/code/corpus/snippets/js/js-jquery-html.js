$('#message').html(location.hash.substring(1));
