const { exec } = require('child_process');
const { quote } = require('shell-quote');
function grep(word) {
  exec('grep -r ' + quote([word]) + ' /var/log/app');
}
