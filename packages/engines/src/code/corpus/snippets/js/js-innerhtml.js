const params = new URLSearchParams(location.search);
document.getElementById('greeting').innerHTML = 'Hello ' + params.get('name');
