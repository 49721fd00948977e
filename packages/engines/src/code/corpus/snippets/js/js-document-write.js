document.write('<p>' + location.hash.slice(1) + '</p>');
